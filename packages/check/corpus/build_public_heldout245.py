__doc__ = r"""Build public_heldout245.jsonl: a 245th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (Jerryson520's `format_reward`, `answer_reward`, `reward`;
sandyhu533's `reward`, `format_reward`, `answer_reward` and `sample_type`) were not used to label:
each completion was read, its final answer found and compared with the gold by hand.

Round 238's lead taken further: GRPO rollouts of a SMALL model DURING RL (allenai OLMo-2-0425-1B on
GSM8K train, CS336 assignment 5) from the two repositories rounds 228, 232 and 238 opened, on pages
no round read: Jerryson520's seed-0 file at its step-40 batch (page 16000), its seed-1 file
spel9iaj and its seed-3 file from 16000, one of its two seed-2 files (68f8xc03, never read), and two
sandyhu533 runs no round read, GRPO_constant and offpolicy/naive, at steps 60-70 only (round 238's
lead: the e7dd55a runs share their sampling seeds, so their early steps repeat each other):
* j0: Jerryson520/assignment5-alignment results/grpo_rollouts_seed_0_hrpuh3cm.jsonl at 7180941
  (1,445,534 characters; JSON lines {step, prompt, response, ground_truth, format_reward,
  answer_reward, reward}; whole rollout batches of 256 lines logged every 40 steps). Model and
  settings per scripts/run-4-seeds.sh (read by round 228, at 417e13c): OLMo-2-0425-1B, the r1_zero
  prompt, gsm8k train, 200 rollout steps, rollout batch 256, group size 8, lr 1e-5, temperature 1.0,
  512 new tokens, seeds 0-3. Page 16000, read alone (step 40): the first line, a Charlie reply,
  opens on page 0 (not read) with its problem from 'User: ' and its response whole on the page
  (taken, j0:0; step 40 by its place); Charlie's house 0-5, John's country club 6-13, Raine's gifts
  14-17; the next line is cut inside its prompt. 18 kept.
* sp: the same repository's results/grpo_rollouts_seed_1_spel9iaj.jsonl at 7180941 (539,749
  characters; the same line format; which of the script's runs wrote it is not known). Page 16000,
  read alone (step 40): Karen's cookies 0-4 (sp:0 opens on page 0, its problem from 'User: ' on the
  page; all five are round 238's sp:16 word for word: dropped), Bill's spots 5-12, Jon's fastball
  13-17; the next line is cut inside its prompt. 18 cut, 6 dropped as repeats (below), 12 kept.
* s3: the same repository's results/grpo_rollouts_seed_3_7pjwktwx.jsonl at 7180941 (1,577,459
  characters; the same line format). Page 16000, read alone (step 40): the first line, a Bob reply
  opening on page 0, has its problem cut (only '...nal weeks Bob must win first place?' on the page):
  not taken; Bob's cycling prizes 0-1, the four classmates' ages 2-9, Lisa's eggs 10-12; the next
  line is cut inside its prompt. 13 kept.
* s2: the same repository's results/grpo_rollouts_seed_2_68f8xc03.jsonl at 7180941 (1,569,322
  characters; the same line format; the first of the two seed-2 files, never read). Page 0, read
  alone (step 40): the bus passengers 0-7, the gym classes 8-14; the next line is cut inside its
  prompt. 15 kept.
* gc: sandyhu533/assignment5-alignment
  grpo_runs/onpolicy/variants/GRPO_constant/2026-06-14_21-49-05/seed_0/rollouts.jsonl at e7dd55a
  (195,766 characters; JSON lines {step, prompt, response, ground_truth, reward, format_reward,
  answer_reward, sample_type}: 8 'random' and 8 'top_reward' samples logged at step 1 and every 10
  steps). Settings per the run's config.json (read): allenai/OLMo-2-0425-1B, prompt r1_zero, gsm8k
  train (6,400 examples), 100 rollout steps, rollout and train batch 256, gradient accumulation 64,
  group size 8, lr 1e-5, temperature 1.0, 512 new tokens, mean baseline, std normaliser, loss
  normalisation constant. Page 128000, read alone: the first line, a step-60 'top_reward' Jennifer
  reply, opens on page 112000 (not read) with its problem from 'User: ' and its response whole on
  the page (taken, gc:0; step 60 by its place); Oshea's planters 1 (step 60 'top_reward'); step 70
  'random': Sophia's age 2, Percius's marbles 3, Peyton's juice boxes 4 and 8, Wally's bears 5,
  Mike's house 6, Andrew's bake sale 7, Mason's download 9; step 70 'top_reward': Kristine's CDs
  10-14; the next line is cut inside its record. 15 cut, 2 dropped as repeats within the round, 13
  kept.
* nv: the same repository's grpo_runs/offpolicy/naive/2026-06-14_23-06-02/seed_0/rollouts.jsonl at
  e7dd55a (229,257 characters; the same line format). Settings per the run's config.json (read): as
  gc but train batch 8, gradient accumulation 2 (off-policy: 32 updates a rollout batch), importance
  reweighting 'none', cliprange 0.0, sequence loss normalisation. Page 144000, read alone: the first
  line opens on page 128000 with its prompt off the page (only its response, a Jennifer reply): not
  taken; step 60 'top_reward': Jennifer's candies 0-1; step 70 'random': Sophia's age 2, Percius 3,
  Peyton 4 and 8, Wally 5, Mike 6, Andrew 7, Mason 9; step 70 'top_reward': Kristine 10-11; the next
  line is cut inside its prompt. 12 kept.
  Gold: each line's `ground_truth`, checked by the build equal to the '####' value of the gsm8k
  question of the same opening words (all 91 problems are gsm8k train questions; work/extract.py
  also found every whole problem text of the six pages equal to a gsm8k question word for word).

Method (rounds 88-238's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length. Five of the six
pages came out at 16,000 characters on their first paste; gc_128000 came out at 17,575: the paste
held two more Kristine lines (' Kristine has 10 + 7 = 17 CDs. Together, Kristine and Dawn have 10 +
17 = 27 CDs.' and '... Together, they have 10 + 17 = 27 CDs.', 1,575 characters with their
newlines) than the display, which shows five whole Kristine lines and a sixth cut; the two extra
copies were taken out, after which the page decoded to 16,000 and its Kristine run reads as the
display's. ('\u2019' escapes of the GRPO_constant completions were pasted as shown.) No loop marker
was needed. work/extract.py cut the records out by script (raw_*.jsonl: `r` the completion's JSON
string body as the file holds it, `enc` = json, decoded once by the build), parsed every line that
opens on the text read with json and checked that the cut body decodes to the parsed `response`,
the gold to `ground_truth` and that the problem (after the prompt's last 'User: ') ends the prompt;
a first line opening on an unread page was taken only with its problem from 'User: ', its response
and its gold on the page; completions holding a control character other than newline, carriage
return and tab were refused (none did); every problem was found once in gsm8k by its opening words.
Each page's instruction heads were checked identical line to line. The completions were read over
against the displayed pages while labelling (their final answers and golds). Nothing was retyped
from a decoded form; nothing is shortened.

Repeats: every completion was compared (whitespace-normalised) with every completion of the earlier
rounds (packages/check/corpus/public_heldout*.jsonl and the other
/tmp/rounds/real*/public_heldout*.jsonl present: 264 files, 34,567 distinct completions at the last
run, by script, work/dedup.py, reading no labels; rounds 228, 232 and 238 among them) and with the
others of this round. Dropped as repeats of an earlier round (kept in the transcriptions'
numbering, not built): sp:0, sp:1, sp:2, sp:3 and sp:4 (Karen's cookies, ' 50 - 10 - 8 = 32
</think> <think> 32 / 16 = 2 </think> <answer> 2 </answer>', the same text as round 238's sp:16,
public_heldout238/sp-olmo2-1b-grpo-gsm8k-seed1-step40/r016). Dropped as repeats within the round:
sp:9 (the same text as sp:8, ' 2 * 59 - 1 = 118 </think> <think> 59 - 118 = -59 </think> <answer>
-59 </answer>'), gc:13 (the same text as gc:11, '... Together, Kristine and Dawn have 17 + 10 = 27
CDs.'), gc:14 (the same text as gc:12, '... Together, they have 10 + 17 = 27 CDs.'). Near repeats
that differ in their characters are kept (gc:10-12; nv:0-1; nv:10-11; s2:0/3/4, s2:9/11/12/14,
s2:10/13; j0:2/5). gc and nv log the same problems at steps 60 and 70 (the runs share their
sampling seeds and data order) with different texts: kept.

Repository counts (83 records): Jerryson520/assignment5-alignment 58 (69.9 %: j0 18, sp 12, s3 13,
s2 15), sandyhu533/assignment5-alignment 25 (30.1 %: gc 13, nv 12). By step: Jerryson520 step 40
only (seeds 0, 1, 2, 3); sandyhu533 GRPO_constant steps 60 (2) and 70 (11), naive steps 60 (2) and
70 (10). At most 13 records from one sandyhu533 file. Licences: no LICENSE file in the index for
either repository (as rounds 228-238 found); `licence` per record.

Split: think_answer 83 (every record: the R1-Zero prompt; the step-40 Jerryson520 replies leave the
format often: several '<think>' blocks, '<think>' opened inside the working, no '</think>' before
the answer (sp:10, sp:11, s3:5), an equation inside the answer element (sp:15, j0:17), an invented
'User:' / 'Assistant: <think>' turn before the answer (s3:9)), long_cot 0. GSM8K 83 (all gsm8k
train problems), MATH 0.

Truths: correct 30, wrong 53, no_answer 0; debatable 0. By source: j0 1 / 17 / 0, sp 0 / 12 / 0, s3
3 / 10 / 0, s2 10 / 5 / 0, gc 9 / 4 / 0, nv 7 / 5 / 0. Forms: tag 83 (an answer element carries
the answer).

Label conventions (rounds 37-238's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says, an equation in the tag read for the value it
ends on (sp:15 '80 + 16 = 96', j0:17 '100 - 115 = -15'); a right answer over wrong or muddled
working is correct (j0:1 '3 (Charlie + 4 Sarah + 8 friends)' then '<answer> 15 </answer>', s3:5 '
Therese <answer>5</answer>', s3:7 'Aivo's age is the same as the sum of his three classmates'
ages', gc:5 'the third will cost $3.00, and so on' then $4.00 + $3.50 x 100); equal in value but
written differently is correct (gc:5 '354.00' for 354); another quantity is wrong (sp:10 59 the
spots together for Bill's, j0:15 75 a part of the cost for the change, s3:4 a lemons-and-Coke sum);
a rounded or truncated value differing from the gold is wrong (nv:3 '0.417 ... round to 0.43' and
'<answer>0</answer>'); a negative of the gold is wrong (j0:17 -15 for 15 of change); text invented
after or around the answer (s3:9's 'User: Correct. How many months older ...' turn) does not change
the answer given to the question posed. No completion here lacks a value in its answer element.

Pages read this round (for the next round not to repeat them): Jerryson520/assignment5-alignment
at 7180941: results/grpo_rollouts_seed_0_hrpuh3cm.jsonl offset 16000;
results/grpo_rollouts_seed_1_spel9iaj.jsonl offset 16000; results/grpo_rollouts_seed_3_7pjwktwx.jsonl
offset 16000; results/grpo_rollouts_seed_2_68f8xc03.jsonl offset 0. sandyhu533/assignment5-alignment
at e7dd55a: grpo_runs/onpolicy/variants/GRPO_constant/2026-06-14_21-49-05/seed_0/rollouts.jsonl
offset 128000 and the run's config.json; grpo_runs/offpolicy/naive/2026-06-14_23-06-02/seed_0/
rollouts.jsonl offset 144000 and the run's config.json.

Leads for a later round: Jerryson520 step-40 pages are short, mostly wrong and repeat in runs (the
Karen lines of spel9iaj at 16000 all repeat round 238); seed 2 (68f8xc03) at step 40 is longer prose
and mostly right (10 of 15). Unread there: seed 0 step 40 at 32000-112000, 144000-208000 and
240000-288000 (the line after j0:17 opens at the end of page 16000: re-read 16000 and join 32000);
seed 1 spel9iaj from 32000 (the line after sp:17, a Jon reply, opens at the end of 16000); seed 3
from 32000 (the fourth Lisa line opens at the end of 16000); seed 2 68f8xc03 from 16000 (the line
after s2:14 opens at the end of page 0) and g621ylkd (unread); grpo_rollouts.jsonl and the
zero-shot files r1_zero_reward.jsonl, question_only_reward.jsonl, r1_zero_three_shot_reward.jsonl.
sandyhu533: GRPO_constant and naive log the SAME problems at the same steps (Jennifer and Oshea at
step 60; Sophia, Percius, Peyton, Wally, Mike, Andrew, Mason and Kristine at step 70) with different
texts; the other e7dd55a runs (clip, noclip, gspo, Dr_GRPO, MaxRL, RFT) very likely do too, so
check repeats against this round's gc and nv first. Unread: GRPO_constant outside 128000 (steps
80-100 from 144000; the Kristine line after gc:14 opens at the end of 128000), naive outside 144000
(steps 80-100 from 160000; the Kristine line after nv:11 opens at the end of 144000), clip and
noclip (steps 50-100). Round 238's other leads (MaxRL from 16000, RFT late pages, question_only
steps 1-50, three-shot from 64000, PaoPaoYue, imraviagrawal, lr_sweep, standard seed_1) stand.

Usage: python build_public_heldout245.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout245.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import KL_PROMPT, NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout245.jsonl"
SOURCE = "public_heldout245"

JR, JRC = "Jerryson520/assignment5-alignment", "71809411ac20ccb53701d952a30baf31aceeae6a"
SH = "sandyhu533/assignment5-alignment"
SHC = "e7dd55ad7352bba72030929b9451b25c4d0d6c36"  # the GRPO_constant and offpolicy/naive runs

JR_MODEL = (
    "allenai OLMo-2-0425-1B during GRPO on GSM8K train (per scripts/run-4-seeds.sh: r1_zero "
    "prompt, 200 rollout steps, rollout batch 256, group size 8, lr 1e-5, temperature 1.0, "
    "512 new tokens, seeds 0-3; whole batches logged every 40 steps); the record is a rollout "
    "line's `response`; "
)
SH_MODEL = (
    "allenai/OLMo-2-0425-1B during {} on GSM8K train (the run's config.json: prompt r1_zero, "
    "100 rollout steps, rollout batch 256, group size 8, lr 1e-5, temperature 1.0, 512 new "
    "tokens, {}; 8 'random' and 8 'top_reward' samples logged at step 1 and every 10 steps); "
    "the record is a logged line's `response`; {}"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "j0": (
        "j0-olmo2-1b-grpo-gsm8k-seed0-step40", JR,
        "results/grpo_rollouts_seed_0_hrpuh3cm.jsonl", JRC,
        JR_MODEL + "this file seed 0; page 16000 (step 40), read alone",
        KL_PROMPT, "think_answer", "gsm8k", "`ground_truth`", NO_LICENCE,
    ),
    "sp": (
        "sp-olmo2-1b-grpo-gsm8k-seed1-step40", JR,
        "results/grpo_rollouts_seed_1_spel9iaj.jsonl", JRC,
        JR_MODEL + "this file one of two seed-1 files (fieqad6m, spel9iaj; which run wrote it is "
        "not known); page 16000 (step 40), read alone",
        KL_PROMPT, "think_answer", "gsm8k", "`ground_truth`", NO_LICENCE,
    ),
    "s3": (
        "s3-olmo2-1b-grpo-gsm8k-seed3-step40", JR,
        "results/grpo_rollouts_seed_3_7pjwktwx.jsonl", JRC,
        JR_MODEL + "this file seed 3; page 16000 (step 40), read alone",
        KL_PROMPT, "think_answer", "gsm8k", "`ground_truth`", NO_LICENCE,
    ),
    "s2": (
        "s2-olmo2-1b-grpo-gsm8k-seed2-step40", JR,
        "results/grpo_rollouts_seed_2_68f8xc03.jsonl", JRC,
        JR_MODEL + "this file one of two seed-2 files (68f8xc03, g621ylkd; which run wrote it is "
        "not known); page 0 (step 40), read alone",
        KL_PROMPT, "think_answer", "gsm8k", "`ground_truth`", NO_LICENCE,
    ),
    "gc": (
        "gc-olmo2-1b-grpo-constant-gsm8k", SH,
        "grpo_runs/onpolicy/variants/GRPO_constant/2026-06-14_21-49-05/seed_0/rollouts.jsonl", SHC,
        SH_MODEL.format(
            "GRPO (constant loss normalisation)", "train batch 256, gradient accumulation 64, "
            "mean baseline, std normaliser, loss normalisation constant",
            "page 128000 (steps 60 and 70), read alone"),
        KL_PROMPT, "think_answer", "gsm8k", "`ground_truth`", NO_LICENCE,
    ),
    "nv": (
        "nv-olmo2-1b-grpo-offpolicy-naive-gsm8k", SH,
        "grpo_runs/offpolicy/naive/2026-06-14_23-06-02/seed_0/rollouts.jsonl", SHC,
        SH_MODEL.format(
            "off-policy GRPO (naive: no importance reweighting, no clipping)", "train batch 8, "
            "gradient accumulation 2, mean baseline, std normaliser, importance reweighting "
            "none, cliprange 0.0, sequence loss normalisation",
            "page 144000 (steps 60 and 70), read alone"),
        KL_PROMPT, "think_answer", "gsm8k", "`ground_truth`", NO_LICENCE,
    ),
}  # fmt: skip

# pasted but not built: repeats of round 238 and within the round (see the docstring)
DROP = {("sp", 0), ("sp", 1), ("sp", 2), ("sp", 3), ("sp", 4), ("sp", 9), ("gc", 13), ("gc", 14)}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
j0:0|wrong|tag|opens on page 0 (not read; its problem from 'User: ' and its response whole on page 16000); 'Sarah entered the living room with her 2 roommates. There were 8 people in the living room. </think> <answer> 10 </answer>' (gold 15: Charlie, Susan, Sarah and 4 friends, 7, and 8 more)
j0:1|correct|tag|nonsense working, the right answer: ' 3 (Charlie + 4 Sarah + 8 friends) </think> <answer> 15 </answer>'
j0:2|wrong|tag|' 4 + 8 = 12 </think> <answer> 20</answer>' (gold 15)
j0:3|wrong|tag|' 4 (Sarah and her friends) + 8 (people in living room) - 1 (Charlie) + 1 (Susan) = 10 </think> <answer> 12</answer>' (gold 15)
j0:4|wrong|tag|' 4 people at the door in the bedroom + 8 across in the living room = 12 </think> <answer> 12</answer>': Sarah, Charlie and Susan left out (gold 15)
j0:5|wrong|tag|' 4 + 8 = 12 </think> <answer> 12 </answer>' (gold 15)
j0:6|wrong|tag|' 3700 </think> <answer> 9900 </answer>' (gold 32000: 4 x 4000 + 4 x 1000 x 12 = 64000, half)
j0:7|wrong|tag|' 1200 </think> <answer> 4000 </answer>' (gold 32000)
j0:8|wrong|tag|' 4000 * 3 + 1000 * 12 = 12000 </think> <answer> 12000</answer>' (gold 32000)
j0:9|wrong|tag|' 3*4000 + 1000 = 4000 + 1000 = 5000 </think> <answer> 2500</answer>' (gold 32000)
j0:10|wrong|tag|'2500 * 12 = 30,000. </think> <answer> 25,000</answer>' (gold 32000)
j0:11|wrong|tag|' 4,000 * 3 - ( 4000 * 4 + 4000 * 1 ) * 12 * 2 / 4 </think> <answer> 7200</answer>' (gold 32000)
j0:12|wrong|tag|' 4000 * 4 * 3 + 1000 * 12 = 144000 </think> <answer> 149800</answer>' (gold 32000)
j0:13|wrong|tag|code-like working ('# yield the total cost for the month for John', 'Member == 48000'), '</think> <answer> 46000 </answer>' (gold 32000)
j0:14|wrong|tag|' 3 * 15 + 2 * 10 + 1 * 20 == 100 </think> <answer> 75</answer>' (gold 15: 100 - (45 + 20 + 20))
j0:15|wrong|tag|' 3 * 15 + 2 * 10 + 1 * 20 = 75</think> <answer>75</answer>': a miscounted cost, not the change (gold 15)
j0:16|wrong|tag|' 3 * 15 + 2 * 10 + 20 = 100 </think> <answer> 40 </answer>' (gold 15)
j0:17|wrong|tag|an equation in the answer element: ' 3*15 + 2*10 + 20 = 75 + 20 + 20 = 115 </think> <answer> 100 - 115 = -15 </answer>': -15, the cost miscounted as 115 (gold 15: the cost is 85)
sp:5|wrong|tag|' 2 * 59 - 1 </think> <think> 118 - 1 = 117 </think> <answer> 117 </answer>' (gold 39: Phil 20, Bill 2 x 20 - 1)
sp:6|wrong|tag|' 2 * 59 - 1 = 118 - 1 = 117 </think> <think> 59 </think> <think> 117 </think> <answer> 117 </answer>' (gold 39)
sp:7|wrong|tag|' 2 * 49 - 10 = 98 </think> <think> 98 - 10 = 88 </think> <answer> 88 </answer>' (gold 39)
sp:8|wrong|tag|' 2 * 59 - 1 = 118 </think> <think> 59 - 118 = -59 </think> <answer> -59 </answer>' (gold 39)
sp:10|wrong|tag|no second '</think>': ' 118 - 59 = 59 <answer> 59 </answer>': the spots together, not Bill's (gold 39)
sp:11|wrong|tag|'<think>' opened inside the working: ' 59 = 2 * 14 - 1 <think> 23 = Bill's spots </think> <answer> 23</answer>' (gold 39)
sp:12|wrong|tag|' 2 * 59 - 1 + 1 </think> <think> 137 </think> <answer> 137 </answer>' (gold 39)
sp:13|wrong|tag|'<think> 96 - 20 = 76 </think> <answer> 76 </answer>' (gold 1: 80 x 20 % = 16 mph over 4 x 4 = 16 weeks)
sp:14|wrong|tag|' 80 + (80 * 0.20) = 96 </think> <think> 96 / 4 = 24 </think> <answer> 24 </answer>' (gold 1)
sp:15|wrong|tag|an equation in the answer element: '<think> 16 + 80 * 4 / 100 = 80 </think> <answer> 80 + 16 = 96 </answer>': the new speed (gold 1)
sp:16|wrong|tag|' 80 * 0.20 = 16 </think> <think> 4 * 4 = 16 </think> <think> 80 + 16 = 96 </think> <answer> 96 </answer>': the new speed, not the gain a week (gold 1: 16 / 16)
sp:17|wrong|tag|' 96 * 1.2 = 115.2 </think> <think> 115.2 / 4 = 28.8 </think> <answer> 28.8 </answer>' (gold 1)
s3:0|correct|tag|'he needs to win for 800 / 100 = 8 more weeks. </think> <answer> 8 </answer>'
s3:1|wrong|tag|'So, the minimum number of additional weeks he must win is 2 - 2 = 0.</think> <answer>0</answer>' (gold 8: 800 more at 100 a week)
s3:2|wrong|tag|'Therefore, Jolyn is 6 months older than Aivo.</think> <answer>6</answer>' (gold 5: Jolyn is Aivo + 7, Leon Aivo + 2)
s3:3|wrong|tag|'Leon is 1 month older than Aivo', '1 - 2 = -1. This means that Jolyn is actually 1 month younger than Leon by 1 month.</think> <answer> -1</answer>' (gold 5)
s3:4|wrong|tag|working about lemons and Coke ('(5 * 5) + (4 * 1) = 25 + 4 = 29 dollars. </think>'), then '<answer> 2 </answer>' (gold 5)
s3:5|correct|tag|no '</think>', a one-word working: ' Therese <answer>5</answer>': the right value
s3:6|wrong|tag|'Jolyn is 60 - 24 = 36 months older than Leon.</think> <answer>36</answer>' (gold 5)
s3:7|correct|tag|'The age difference between Jolyn and Leon is X + 7 - (X + 2) = 5 months.</think> <answer>5</answer>' (a wrong aside, 'Aivo's age is the same as the sum of his three classmates' ages', changes nothing)
s3:8|wrong|tag|'So, Jolyn is 4 months older than Leon.</think> <answer>4</answer>' (gold 5)
s3:9|wrong|tag|'Thus, Jolyn is 6 - 4 = 2 months older than Leon.', then an invented turn '</think>\nUser: Correct. How many months older is Jolyn than Leon in total?\nAssistant: <think><answer> 2</answer>' (gold 5)
s3:10|wrong|tag|'making it 5 eggs per day', '25 eggs/day * 52 weeks = 1300 eggs.</think> <answer>1300</answer>' (gold 3,380: 8 + 3 + 2 = 13 eggs x 5 days x 52 weeks)
s3:11|wrong|tag|'Altogether, Lisa cooks 8 + 12 + 10 = 30 eggs for breakfast in a year.</think> <answer>30</answer>' (gold 3,380)
s3:12|wrong|tag|'13 eggs * 365 days = 4875 eggs', '4875 * 3 = 14125 eggs in a year.</think> <answer> 14125</answer>': every day, not five a week (gold 3,380)
s2:0|correct|tag|'the number of seated men is 16 - 2 = 14.</think> <answer>14</answer>'
s2:1|correct|tag|
s2:2|wrong|tag|'the number of men seated is two-thirds of the total passengers minus one-eighth of the total passengers. Let's calculate that.</think> <answer>36.0</answer>' (gold 14: 16 men, 2 standing)
s2:3|correct|tag|
s2:4|correct|tag|
s2:5|correct|tag|
s2:6|wrong|tag|'one-eighth of (1/3 * 48) = 6 men standing. Therefore, the number of men seated would be 48 - 6 = 42 men seated.</think> <answer>42</answer>' (gold 14)
s2:7|correct|tag|
s2:8|wrong|tag|'So, Period 2 has 11 + 5 = 16 students.</think> <answer>16</answer>': not halved (gold 8: 2x - 5 = 11)
s2:9|correct|tag|'2x - 5 = 11 ... x = 8', '<answer>8</answer>'
s2:10|wrong|tag|'twice the number of students in Period 2 is 11 * 2 = 22. Thus, Period 2 has 22 - 5 = 17 students.</think> <answer>17</answer>' (gold 8)
s2:11|correct|tag|
s2:12|correct|tag|
s2:13|wrong|tag|'Subtracting 5 from 22 gives us 22 - 5 = 17.', '<answer>17</answer>' (gold 8)
s2:14|correct|tag|
gc:0|correct|tag|opens on page 112000 (not read; its problem from 'User: ' and its response whole on page 128000; step 60 by its place); 'Bob bought 12 / 3 = 4 candies. </think> <answer> 4</answer>'
gc:1|correct|tag|'120 / 4 = 30 small planters. </think> <answer> 30</answer>'
gc:2|wrong|tag|'The sum of their ages in three years will be 43 + 44 + 3 = 100', 'Sophia's age three years from now will be 50 + 3 = 53. </think> <answer>53</answer>' (gold 60: 150 - 43 - 47)
gc:3|wrong|tag|'There are 40% clear marbles, so that’s 50 marbles', 'the friend will get 5 / 5 = 1 marble of other colors. </think> <answer>1</answer>' (gold 2: 40 % of 5)
gc:4|correct|tag|'we multiply 125 by 3, which gives us 375 juice boxes', '<answer>375</answer>'
gc:5|correct|tag|muddled working ('the third will cost $3.00, and so on'), then '$4.00 + ($3.50 * 100) = $4.00 + $350.00 = $354.00. </think> <answer>354.00</answer>': 354.00 for 354
gc:6|wrong|tag|'save $400,000 (20% of $450,000)', 'we'll round up to 27 years. </think> <answer>27</answer>' (gold 6: 90,000 / 15,000)
gc:7|correct|tag|'the total donation to the homeless shelter is $150 + $10 = $160. </think> <answer>160</answer>'
gc:8|wrong|tag|'For 3 children, it’s 125 boxes * 3 = 375 boxes. Since there are 52 weeks in a year ... she needs 375 boxes * 2 = 750 boxes', '<answer>750</answer>': the right 375 doubled (gold 375)
gc:9|correct|tag|'570 / 3 = 190 minutes. </think> <answer>190</answer>'
gc:10|correct|tag|
gc:11|correct|tag|
gc:12|correct|tag|
nv:0|correct|tag|'Bob's candies = 12 / 3 = 4. So, Bob bought 4 candies. </think> <answer>4</answer>'
nv:1|correct|tag|
nv:2|wrong|tag|'Sophia will be 40 + 3 = 43', 'Sophia's age three years from now will be 46. </think> <answer>46</answer>' (gold 60: 150 - 43 - 47)
nv:3|wrong|tag|'he will get 5 / 12 = 0.417 distinct other color marbles, which we can round to 0.43 for simplicity. </think> <answer>0</answer>' (gold 2: 40 % of 5)
nv:4|wrong|tag|'each child needs 5 * 5 = 25 juice boxes per week', '75 * 25 = 1875 juice boxes in total. </think> <answer>1875</answer>' (gold 375)
nv:5|wrong|tag|'$3.50 - $0.50 = $3.00', '$4.00 + $300.00 = $304.00. </think> <answer>304</answer>': the discount taken twice (gold 354)
nv:6|wrong|tag|'Adding his annual savings of $15,000 to the downpayment needed, he needs to save $105,000', '$105,000 / $15,000 = 7 years', '<answer>7</answer>' (gold 6)
nv:7|correct|tag|'the total donation to the homeless shelter is $150 + $10 = $160. </think> <answer>160</answer>'
nv:8|correct|tag|'So, 125 * 3 = 375 juice boxes. </think> <answer>375</answer>'
nv:9|correct|tag|'So, it will take him 190 more minutes to download the game. </think> <answer>190</answer>'
nv:10|correct|tag|
nv:11|correct|tag|
"""


def build(raws: list[dict]) -> list[dict]:
    raws = [r for r in raws if (r["src"], r["rec"]) not in DROP]
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout245.jsonl: a 245th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
