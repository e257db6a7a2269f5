__doc__ = r"""Build public_heldout228.jsonl: a 228th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (Jerryson520's and sandyhu533's `format_reward`,
`answer_reward`, `reward`, sandyhu533's `sample_type`; PaoPaoYue's `reward_result`) were not used
to label: each completion was read, its final answer found and compared with the gold by hand.

A scouting round (the second of its session): the R1-Zero format ('<think> ... </think> <answer>
... </answer>') from three public repositories the corpus did not hold (checked by script: no
`repo` of any committed public_heldout*.jsonl or of /tmp/rounds/real*/public_heldout*.jsonl is one
of them), all CS336 assignment 5 projects. Two are GRPO rollout logs of a SMALL model DURING RL
(OLMo-2-0425-1B on GSM8K, the course's spring-2026 setting), the third a base model's zero-shot
MATH-500 evaluation:
* jr: Jerryson520/assignment5-alignment results/grpo_rollouts_seed_0_hrpuh3cm.jsonl at 7180941
  (1,445,534 characters; JSON lines {step, prompt, response, ground_truth, format_reward,
  answer_reward, reward}): the whole rollout batch (256 = 32 problems x 8) of GRPO steps 40, 80,
  120, 160 and 200, logged every 40 steps. Model and settings per scripts/run-4-seeds.sh (read,
  at 417e13c): OLMo-2-0425-1B, the r1_zero prompt, gsm8k train, 200 rollout steps, rollout batch
  256, group size 8, lr 1e-5, temperature 1.0, 512 new tokens, seeds 0-3 (this file seed 0). The
  prompt is the R1-Zero one ('... <answer> answer here </answer>.\nUser: {question}\nAssistant:
  <think>'); the record is the line's `response`. Three pages, each read alone, spread over the
  run: page 0 (step 40; 18 whole lines: Jake's tests 0-7, Sandrine's dishes 8-15, Charlie's house
  16-17; the 19th line is cut in its prompt), page 720000 (step 120; Wayupnorth's temperatures
  18-19, Lance's book 20-27, the alligators 28-31; the first line opens on page 704000, not read,
  the page opening inside its 'User: ' at 'er: Four days'...': its problem from there and its
  response whole on the page (rec 18); the alligators' fifth line is cut inside its response),
  page 1408000 (step 200; Nicole's clothes 32-37, Lucy and Linda 38-43; the first line opens on
  page 1392000, not read, its problem from 'User: ' and its response whole on the page (rec 32);
  the seventh Lucy line is cut inside its response). 44 cut, 2 dropped as repeats (below), 42
  kept. Gold: the line's `ground_truth`, checked by the build equal to the '####' value of the
  gsm8k train question of the same opening words (all 44 train questions).
* sh: sandyhu533/assignment5-alignment grpo_runs/onpolicy/standard/2026-06-14_05-58-54/seed_0/
  rollouts.jsonl at 881cf67 (211,130 characters; JSON lines {step, prompt, response,
  ground_truth, reward, format_reward, answer_reward, sample_type}): a GRPO run's logged samples,
  steps 1, 10, 20, ..., 100 (rollout_log_interval 10, 'random' and 'top_reward' samples). Model
  and settings per the run's config.json (read): allenai/OLMo-2-0425-1B, prompt 'r1_zero', gsm8k
  train (6,400 examples), 100 rollout steps, rollout batch 256, group size 8, lr 1e-5,
  temperature 1.0, 512 new tokens, mean baseline, std normaliser. Three pages, each read alone:
  page 16000 (step 1: the chocolate box 0-3; step 10: Carla's chores 4 and 7, Roselyn's books 5-6,
  the elevator 8, Tino's jellybeans 9, Sam's investment 10, the soccer balls 11; the first line,
  a chocolate-box reply whose problem opens on page 0, not read, is dropped; the last, a third
  Carla line, is cut in its prompt), page 96000 (step 50: Ursula 12, Bob's yogurt 13, Doc's pizza
  14 and 18-21, the Indigo restaurant 15, Lana and Mike's cabin 16, the cafe's sandwiches 17,
  Mica's groceries 22; the first line, the sandbox and water reply, has its problem opening on page
  80000, not read, and is dropped; the last, a second Mica line, is cut inside its response), page
  192000 (step 100: the corn chips 23, Tina's savings 24, Dennis's rocks 25, Haman's eggs 26,
  Esperanza's salary 27, Albert's laps 28-32; the first line (Walter at the zoo) has its problem
  on page 176000, not read, and is dropped; the sixth Albert line is cut inside its response). 33
  kept. Gold: the line's `ground_truth` ('59,616' for Sam, as the file and GSM8K write it), checked
  by the build equal to the gsm8k train question's '####' value (all 33 train questions).
* pp: PaoPaoYue/assignment5-alignment results/math_eval_results.json at 2e20bd5 (1,042,734
  characters; one JSON array, two-space indent, elements {id, prompt, truth, response,
  reward_result}): a zero-shot MATH-500 evaluation in MATH-500 order with the R1-Zero prompt
  (ending 'Assistant: <think>\n'). The model is not named in the file; the repository's later
  cs336_alignment/eval_model.py (read, at 03e58a3) loads './models/qwen2.5-math-1.5b' with
  temperature 1.0, top_p 1.0, 1024 new tokens, stop '</answer>' (so most likely
  Qwen2.5-Math-1.5B, base; the script that wrote this file was not identified). Pages 0 and 16000
  joined: ids 0-16 whole (id 7 crosses the page edge inside its response); id 17 is cut inside its
  prompt at the end of 16000 and dropped. 17 kept. The record number is the id. Gold: the
  element's `truth`, checked by work/extract.py and by the build equal to MATH-500's answer of the
  same index (every prompt's problem is MATH-500's problem of that index word for word).

Method (rounds 88-223's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: all
eight pages came out at 16,000 characters on their first paste ('\u' escapes of the files, e.g.
'\u2019', '\u00e9', '\u201c', pasted as shown, and the raw non-ASCII text of the PaoPaoYue file,
e.g. Chinese, Thai, '’', '…', '×', 'π', 'º', and its '\t' and '\r\n' escapes, pasted as shown). No
loop marker was needed. work/extract.py cut the records out by script (raw_*.jsonl: `r` the
completion's JSON string body as the file holds it, `enc` = json, decoded once by the build),
parsed every line / element that opens on its page with json and checked that the cut body decodes
to the parsed field and that the prompt ends with the problem cut, refused completions holding a
control character other than newline, carriage return and tab (none did), found every GSM8K
problem once in gsm8k train by its opening words, and for pp checked each problem and gold against
MATH-500 (all 17 equal). The completions were read over against the displayed pages while
labelling (their final answers and golds). Nothing was retyped from a decoded form; nothing is
shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 228 files, 32,673 distinct completions at the last run, by script,
work/dedup.py, reading no labels) and with the others of this round: no repeat of an earlier
round. Dropped as repeats within the round (kept in the transcriptions' numbering, not built):
jr:4 and jr:6 (' 80 + 10 = 90 </think> <answer> 90 </answer>', the same text as jr:1). Near
repeats that differ in their characters are kept (jr:3 '<answer> 90</answer>'; jr:2 and jr:10
with '}}</think>'; jr:13).

Repository counts (92 records): Jerryson520/assignment5-alignment 42 (45.7 %),
sandyhu533/assignment5-alignment 33 (35.9 %), PaoPaoYue/assignment5-alignment 17 (18.5 %).
Licences: no LICENSE file in the index for any of the three (looked up by path this round);
`licence` per record.

Split: think_answer 92 (every prompt the R1-Zero format; the 1B policy's early steps and the base
model leave it often: answers in prose after '</think>', '</ think>', '< think>', '</thought>',
'<(answer)>', '<a href="answer">', '{{answer}}', 'end answer', an answer tag never opened or never
closed, several <think> blocks, fake 'User:' / 'Assistant:' turns), long_cot 0. GSM8K 75 (jr 42,
sh 33, all gsm8k train problems), MATH 17 (pp, MATH-500 ids 0-16).

Truths: correct 33, wrong 57, no_answer 2; debatable 7 (sh:10, sh:27, pp:0, pp:1, pp:4, pp:12,
pp:14). By repository: jr 13 / 29 / 0, sh 13 / 19 / 1, pp 7 / 9 / 1. Forms: tag 79 (an answer
element, closed or not, well-formed or not, carries the answer), prose_sentence 9 (jr:34, sh:1,
sh:10, sh:11, sh:27, pp:1, pp:2, pp:7, pp:16), boxed 3 (pp:5, pp:13, pp:15), truncated 1 (pp:12).

Label conventions (rounds 37-223's): the last final answer counts; in the tag format the
`<answer>` content is the final answer whatever the working says, a sentence or equation in the
tag read for the value it states (sh:0 '200 bars divided by 5 equals 40 bars per person.', sh:3,
sh:5 'She remains with 40 + 120 - 40 = 120 books.', sh:8); a right answer over wrong or missing
working is correct (jr:14 '50 * 3 = 150 </think> <answer> 160 </answer>', jr:15 '50*3 + 10 =
140</think> <answer> 160</answer>', jr:16 ' 11 </think> <answer> 15 </answer>'); with no answer
tag the completion is labelled by its last box or last stated result (jr:34 '... ends up with 10
+ 27 = 37 clothes. </think>', sh:1, pp:2, pp:5, pp:7, pp:13, pp:15, pp:16); a tag never closed
counts (pp:9 '<answer>\n226\nend answer'); text invented after the answer (fake turns, 'Assistant:
Let's wrap the final result', code) does not change the answer given to the question posed (pp:0,
pp:13); a working cut at the token cap after a stated result is labelled by that result (pp:1,
debatable); a reply with no value at all is no_answer (sh:11 'which means there are </think>
total classes. </answer>'). Debatable: sh:10 (an 'Answer:' paragraph of several amounts, none the
asked total: wrong, no_answer arguable); sh:27 ('The correct answer based on the given numbers is
4080, but let's recheck the taxes ...', then the reply ends: wrong, no_answer arguable); pp:0 (the
answer element opens '<r>3</r> <theta>pi/2</theta>', then invented User/Assistant turns before
'</answer>': correct, wrong arguable); pp:1 (the derivation's conclusion 'as \(p - q\)', then a
SymPy check and a re-verification cut at the cap: correct, no_answer arguable); pp:4 (the answer
element names no student: no_answer, wrong arguable); pp:12 ('<a href="answer">' opens with the
right 284, then restates the question as '284 + 220 = 504' and runs an aliquot chain to the cap:
wrong, two differing values; no_answer arguable); pp:14 (the working shows '\Large $DE$' then
'10', and the answer element holds only the word 'answer': wrong, no_answer arguable).

Pages read this round (for the next round not to repeat them): Jerryson520/assignment5-alignment
results/grpo_rollouts_seed_0_hrpuh3cm.jsonl at 7180941 offsets 0, 720000, 1408000;
scripts/run-4-seeds.sh. sandyhu533/assignment5-alignment grpo_runs/onpolicy/standard/
2026-06-14_05-58-54/seed_0/rollouts.jsonl at 881cf67 offsets 16000, 96000, 192000;
grpo_runs/2026-06-13_06-31-21/seed_0/rollouts.jsonl at 881cf67 offset 0 (scouting, not taken);
the two runs' config.json. PaoPaoYue/assignment5-alignment results/math_eval_results.json at
2e20bd5 offsets 0, 16000; README.md; cs336_alignment/eval_model.py (at 03e58a3).
imraviagrawal/assignment5-alignment cs336_alignment/outputs/gsm8k/test.jsonl at c7b54f0 offset 0
(scouting, not taken).

Leads for a later round: Jerryson520 the same file, other pages (steps 40-200, 256 lines a step;
the step-80 and step-160 batches, about offsets 290000-578000 and 867000-1156000, not read), and
the other seeds' files results/grpo_rollouts_seed_{1,2,3}_*.jsonl and grpo_rollouts.jsonl, plus
results/r1_zero_reward.jsonl, question_only_reward.jsonl, r1_zero_three_shot_reward.jsonl
(zero-shot evaluations, not read). sandyhu533: the same file's other steps (pages 0, 32000-80000,
112000-176000, 208000; step 50's second Mica line opens at the end of 96000), and about twenty
more rollouts.jsonl of the same course (onpolicy/standard seed_1, lr_sweep, prompt/question_only
and r1_zero_three_shot, variants Dr_GRPO / GRPO_constant / MaxRL / RFT, offpolicy clip / gspo /
naive / noclip, the 2026-06-13 and 06-14 runs; the step-1 page of 2026-06-13_06-31-21 is full of
broken formats). PaoPaoYue math_eval_results.json from 32000 (id 17 opens at the end of 16000:
re-read 16000 and join; 500 elements, about 65 pages). imraviagrawal outputs/gsm8k/test.jsonl
(2,499,979 characters; R1-Zero base-model GSM8K test replies with `correct_answer`; many broken
formats). Also found, not read: fangpings reports/baseline/gsm8k_qwen_baseline.json,
AS-NOVA cs336_alignment/learn/baseline_result.jsonl, alirezaghl cs336_alignment/baseline_results.
json, JayShenoy cs336_alignment/output/qwen_baseline_perf.json, C202044zxy results/
gsm8k_baseline.jsonl, itsuitsuki cs336_alignment/zeroshot_math_eval.jsonl, bohao-li
output_batches/batch_0*.jsonl and sample_output.jsonl (content unknown). Scouting notes (find_files
this round; no output files in the index): ardywibowo, salzhu, nxdxml, know-no, fangpings (but the
baseline json), yzctzl, JPassionQ (wandb metadata only), Kangaroo-Yuchi, zhenhuan-yang,
Destinykami, liangy1969, shichao116, yangwenca, zx3xyy (configs, binary .wandb), Diffelentor,
Leg-end, shenrf, Sami6720, SimonCao1207, XiaogangYin, gjin7, luyi0619; the rest of the
'assignment5-alignment' list (benjaminnnnnnnnnnnnnn, fssdfhsdfsdk, oldxu233, 3361119449-bit,
CliffKai, CyaCoan, Luo-Bijia and those past the first 100) is unchecked.

Usage: python build_public_heldout228.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout228.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import KL_PROMPT, NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout228.jsonl"
SOURCE = "public_heldout228"

JR, JRC = "Jerryson520/assignment5-alignment", "71809411ac20ccb53701d952a30baf31aceeae6a"
SH, SHC = "sandyhu533/assignment5-alignment", "881cf6746162b809fdf8b21ecc3710e549ef763a"
PP, PPC = "PaoPaoYue/assignment5-alignment", "2e20bd51ceb7349acdd00ca961abb5b9dbe6f505"

PP_PROMPT = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. The User asks a question, "
    "and the Assistant solves it. The Assistant first thinks about the reasoning process in the "
    "mind and then provides the User with the answer. The reasoning process is enclosed within "
    "<think> </think> and answer is enclosed within <answer> </answer> tags, respectively, i.e., "
    "<think> reasoning process here </think> <answer> answer here </answer>.\\nUser: "
    "{question}\\nAssistant: <think>\\n' (the element's prompt field)"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "jr": (
        "jr-olmo2-1b-grpo-gsm8k-seed0", JR, "results/grpo_rollouts_seed_0_hrpuh3cm.jsonl", JRC,
        "allenai OLMo-2-0425-1B during GRPO on GSM8K train (per scripts/run-4-seeds.sh: r1_zero "
        "prompt, 200 rollout steps, rollout batch 256, group size 8, lr 1e-5, temperature 1.0, "
        "512 new tokens; this file seed 0, whole batches logged every 40 steps); the record is a "
        "rollout line's `response`; pages 0 (step 40), 720000 (step 120) and 1408000 (step 200), "
        "each read alone",
        KL_PROMPT, "think_answer", "gsm8k", "`ground_truth`", NO_LICENCE,
    ),
    "sh": (
        "sh-olmo2-1b-grpo-gsm8k-standard", SH,
        "grpo_runs/onpolicy/standard/2026-06-14_05-58-54/seed_0/rollouts.jsonl", SHC,
        "allenai/OLMo-2-0425-1B during GRPO on GSM8K train (the run's config.json: prompt "
        "r1_zero, 100 rollout steps, rollout batch 256, group size 8, lr 1e-5, temperature 1.0, "
        "512 new tokens, mean baseline, std normaliser; 'random' and 'top_reward' samples logged "
        "every 10 steps); the record is a logged line's `response`; pages 16000 (steps 1 and "
        "10), 96000 (step 50) and 192000 (step 100), each read alone",
        KL_PROMPT, "think_answer", "gsm8k", "`ground_truth`", NO_LICENCE,
    ),
    "pp": (
        "pp-r1zero-math500-zeroshot", PP, "results/math_eval_results.json", PPC,
        "not named in the file: a zero-shot MATH-500 evaluation with the R1-Zero prompt; the "
        "repository's later cs336_alignment/eval_model.py loads './models/qwen2.5-math-1.5b' "
        "(temperature 1.0, top_p 1.0, 1024 new tokens, stop '</answer>'), so most likely "
        "Qwen2.5-Math-1.5B base; the record is an element's `response`; pages 0 and 16000 "
        "joined (ids 0-16)",
        PP_PROMPT, "think_answer", "math", "`truth`", NO_LICENCE,
    ),
}  # fmt: skip

# pasted but not built: repeats within the round (see the docstring)
DROP = {("jr", 4), ("jr", 6)}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
jr:0|wrong|tag|'the possible sum of the marks for the third and fourth tests is 257 - 300 = -43', '<answer> 70 </answer>' (gold 65: 4 x 75 = 300, 300 - 80 - 90 = 130, half of it)
jr:1|wrong|tag|' 80 + 10 = 90 </think> <answer> 90 </answer>': the second test's mark (gold 65)
jr:2|wrong|tag|' 80 + 10 = 90 }}</think> <answer> 90 </answer>' (gold 65)
jr:3|wrong|tag|'<answer> 90</answer>' (gold 65)
jr:5|wrong|tag|no '</think>': ' 80 + 10 = 90 (first test) <answer> 85 </answer>' (gold 65)
jr:7|wrong|tag|four '<think>' blocks ('third test = 90 + 10 = 100'), then '<answer> 90</answer>' (gold 65)
jr:8|wrong|tag|' 50 * 3 - 10 = 140 </think> <answer> 140 </answer>' (gold 160: 3 x 50 = 150 bananas, 10 more dishes)
jr:9|wrong|tag|' 50 / 3 = 16.666666666666668</think> <answer>1652.666666666667</answer>' (gold 160)
jr:10|wrong|tag|' 50 + 10 = 60 }}</think> <answer> 60</answer>' (gold 160)
jr:11|wrong|tag|' 3*50 + 10 = 110 </think> <answer> 110 </answer>' (gold 160)
jr:12|wrong|tag|'<answer> 70 </answer>' (gold 160)
jr:13|wrong|tag|' 50 + 10 = 60 </think> <answer> 60</answer>' (gold 160)
jr:14|correct|tag|' 50 * 3 = 150 </think> <answer> 160 </answer>': the last step left out of the working
jr:15|correct|tag|' 50*3 + 10 = 140</think> <answer> 160</answer>': a wrong sum in the working, the right answer
jr:16|correct|tag|' 11 </think> <answer> 15 </answer>': a bare number as the working
jr:17|wrong|tag|' 8 + 4 = 12 </think> <answer> 14</answer>' (gold 15: Charlie, Susan, Sarah and 4 friends, and 8 more)
jr:18|wrong|tag|opens on page 704000 (not read; its problem from 'er: ' and its response whole on page 720000); '(-36 + 13 + -15 + -10) / 4 = -34 / 4', '<answer> -8.5 </answer>' (gold -12: the sum is -48)
jr:19|wrong|tag|'-36 + 13 - 15 - 10 = -29', '<answer> -7.25 </answer>' (gold -12)
jr:20|correct|tag|
jr:21|correct|tag|
jr:22|wrong|tag|'35 pages / 3 days = 11.67 pages per day', '<answer> 12 </answer>' (gold 35: 100 - 35 - 30)
jr:23|correct|tag|
jr:24|correct|tag|
jr:25|correct|tag|
jr:26|correct|tag|
jr:27|correct|tag|
jr:28|correct|tag|
jr:29|wrong|tag|four doublings: '<answer> 64 </answer>' (gold 16: two six-month periods in a year)
jr:30|wrong|tag|'16 * 2 = 32', '<answer> 32 </answer>' (gold 16)
jr:31|correct|tag|
jr:32|wrong|tag|opens on page 1392000 (not read; its problem from 'User: ' and its response whole on page 1408000); the oldest's share '23 / 3 = 7.666', rounded to 8; '<answer> 35 </answer>' (gold 36: (10 + 5 + 12) / 3 = 9, 10 + 5 + 12 + 9)
jr:33|wrong|tag|'(10 + 5 + 12) / 3 = 10 clothes', '<answer> 37 </answer>' (gold 36)
jr:34|wrong|prose_sentence|no answer tag: '... Nicole ends up with 10 + 27 = 37 clothes. </think>' and nothing after (gold 36)
jr:35|wrong|tag|'10 + 37 = 47', '<answer> 47 </answer>' (gold 36)
jr:36|wrong|tag|'<answer> 37 </answer>' (gold 36)
jr:37|wrong|tag|'Nicole's seven older sisters', '<answer> 37 </answer>' (gold 36)
jr:38|correct|tag|
jr:39|wrong|tag|'<answer> 25 </answer>' (gold 10: Lucy 20 - 5 = 15 = Linda + 5)
jr:40|wrong|tag|'<answer> 15 </answer>': Linda's amount after the gift (gold 10)
jr:41|wrong|tag|'<answer> 5 </answer>' (gold 10)
jr:42|wrong|tag|'<answer> 15 </answer>' (gold 10)
jr:43|wrong|tag|'<answer> 15 </answer>' (gold 10)
sh:0|wrong|tag|'<answer> ... 200 bars divided by 5 equals 40 bars per person. </answer>' (gold 110: 200 - 50 + 5 left, Piper takes 50 - 5 = 45)
sh:1|wrong|prose_sentence|no opening answer tag, two '</think>': '... This leaves 5 bars in the box. </answer>' (gold 110)
sh:2|wrong|tag|no '</think>': '<answer> 50 bars have been taken in total. < think> 50 bars = 1, 5 bars remain. </answer>' (gold 110)
sh:3|wrong|tag|'<answer> ... Thomas and his friends end up taking a total of 13 bars. </answer>' (gold 110)
sh:4|wrong|tag|'<answer> Billy should wash 2 dishes. </answer>' (gold 6: 30 minutes sweeping, 18 laundry, 12 / 2 dishes)
sh:5|wrong|tag|'<answer> ... She remains with 40 + 120 - 40 = 120 books. </answer>' (gold 220: 40 + 120 + 60)
sh:6|wrong|tag|'<answer> The initial amount of books Roselyn had was 400. // Repeat for later consumption: ...' and scraps ('68 / 4 = 17.25 //') (gold 220)
sh:7|wrong|tag|'</ think> <answer> ... Billy has spent 42 - 42 = 0 minutes less than Anna in a week.</answer>': no dish count (gold 6)
sh:8|wrong|tag|'<answer> 240 pounds (adults) - 2 * 64 pounds (children) = 116 pounds (the next person). </answer>' (gold 52: 600 - 3 x 140 - 2 x 64)
sh:9|wrong|tag|'<answer> ... Arnold has 5 jellybeans so Tino has 6 jellybeans.</answer>' (gold 34: Lee 10, Tino 10 + 24)
sh:10|wrong|prose_sentence|debatable: '</think>\nAnswer: Sam's total investment is five times his initial investment ... The one-year return is 1500 dollars. The new investment after the 20% compounded for one year is six thousand dollars. </answer>': several amounts, none the asked total (gold 59,616: 10,000 x 1.2^3 = 17,280, x 3 = 51,840, x 1.15); no_answer arguable
sh:11|no_answer|prose_sentence|'which means there are </think> total classes. </answer>': no number given (gold 90)
sh:12|wrong|tag|'480 * 12 = 5760', '<answer> 5760</answer>' (gold 16320: 8.50 x 8 x 20 x 12)
sh:13|correct|tag|
sh:14|correct|tag|two '<think>' blocks, then '<answer> 1200 </answer>'
sh:15|wrong|tag|'30 + 28 + 12 + 2 = 60', '<answer> 3.3333333333333335</answer>' (gold 4: the sum is 72, 72 / 18)
sh:16|wrong|tag|'<answer> 10992.0 </answer>' (gold 1110: (1750 + 100) x 1.2 / 2)
sh:17|wrong|tag|'<person> ... </p> <think> 3 are hungry customers </think> <answer> 3 </answer>' (gold 12: 54 - 30 = 24 sandwiches, 6 people at 4 each, half the group)
sh:18|correct|tag|
sh:19|correct|tag|
sh:20|correct|tag|
sh:21|correct|tag|
sh:22|correct|tag|
sh:23|correct|tag|
sh:24|wrong|tag|'$27 ... + $21 ... equals $64', '<answer> 42 </answer>' (gold 40: 62 - 22)
sh:25|wrong|tag|'subtract those 2 from the 5', '<answer> 3 </answer>' (gold 7: 5 + 2)
sh:26|wrong|tag|'Since each tray contains 12 eggs', '<answer> 180 </answer>' (gold 540: 15 trays of 36 eggs, per the GSM8K solution)
sh:27|wrong|prose_sentence|debatable: no answer tag; 'The correct answer based on the given numbers is 4080, but let's recheck the taxes to ensure it's not a miscalculation.' ends the reply (gold 4840: 600 + 360 + 1080 + 2000 savings + 800 taxes); no_answer arguable (a hedge left unresolved)
sh:28|correct|tag|
sh:29|correct|tag|
sh:30|correct|tag|
sh:31|correct|tag|
sh:32|correct|tag|
pp:0|correct|tag|debatable: working 'r=3', '\theta=\pi/2', then '<A> <answer>\n<r>3</r>\n<theta>pi/2</theta>' and invented User/Assistant turns (spherical coordinates, a system of equations) before '</answer>': the answer given to the question posed is (3, pi/2); wrong arguable (the tag's content is mostly invented text)
pp:1|correct|prose_sentence|debatable: 'Thus, the sum ... can be written in terms of \(p\) and \(q\) as \(p - q\).', then a SymPy check whose output is '-polylog(2, 2) + q - 1 - polylog(3, 2)' and a re-verification cut at the token cap ('1. From our previous analysis, we identified that:'); no tag, no box; no_answer arguable
pp:2|wrong|prose_sentence|'</think> Answer:2+3/4+1=15/4', then Chinese and HTML-escaped scraps ending '&gt;15/4' and '8/15 x ... 2/5' (gold 14/3: 2 + 5/3 + 1)
pp:3|correct|tag|'Answer: 9\n</think>\n<answer>\n9\n</answer>'
pp:4|no_answer|tag|debatable: '<answer>\nFrom the graph, we can see that the rate of distance with respect to elapsed time is increasing. Therefore, the average speed is greater\non the side with a steep slope.\n</answer>': no student named (gold Evelyn); wrong arguable
pp:5|correct|boxed|no tags: '\boxed{42}' then Python code to confirm, no output
pp:6|wrong|tag|'<(answer)> (3n^2 + 3n + 1) - (n^3 + 2n) + (n^3 + 3n^2 + 3n + 1) = 6n^2 + 6n + 2 </answer>': an expression, not a cube (gold 27 = 8 + 9 + 10)
pp:7|wrong|prose_sentence|'Since the two lines are parallel, the angle between them is 0 degrees.' (gold 90°: direction vectors (3, 2, -6) and (2, -12, -3) are orthogonal)
pp:8|wrong|tag|'64 - 49 = 15', '<answer> $\sqrt {15}$ units</ answer>' (gold 3\sqrt{13}: sqrt(36 + 81))
pp:9|wrong|tag|'end think', then '<answer>\n226\nend answer': a tag never closed (gold 4)
pp:10|wrong|tag|'<answer>20022222222222222222222222222000</answer>' (gold 2220)
pp:11|wrong|tag|'= \boxed{16}$$' in the working, then '<answer> \n$16$\n</answer>' (gold 3/56)
pp:12|wrong|truncated|debatable: after '</think>' a '<a href="answer">' element: 'The sum of the proper divisors of 220 is 284.' (the gold), then 'The sum of the proper divisors of 284 and the sum of the proper divisors of the sum of the proper divisors of 284 is 284 + 220 = 504.' and an aliquot chain cut at the token cap ('1965, 2620, 3'): two differing values, 504 stated as the question's quantity (gold 284); no_answer arguable
pp:13|correct|boxed|a fake 'Assistant: Let's wrap the final result in the <answer> tags' turn and Python code (output 5.0), then 'The height of the cylinder is \( \boxed{5} \) centimeters.'
pp:14|wrong|tag|debatable: '\Large $DE$' then '10' in the working, then '</think>\nanswer\n</answer>': the answer element holds only the word 'answer'; the value shown for DE is 10 (gold \sqrt{51}: DF = 7 / 0.7 = 10 is the hypotenuse, DE = sqrt(100 - 49)); no_answer arguable
pp:15|correct|boxed|'\[ \boxed{6 - 5i} \]' then Python code, no output
pp:16|correct|prose_sentence|'therefore the answer is $-50$. {{answer}}\,-50'
"""


def build(raws: list[dict]) -> list[dict]:
    raws = [r for r in raws if (r["src"], r["rec"]) not in DROP]
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout228.jsonl: a 228th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
