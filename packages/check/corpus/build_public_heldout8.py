"""Build public_heldout8.jsonl: an eighth held-out round of REAL model completions (issue 25).

Why: rounds 1-7 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session on 2026-12-03 BEFORE any checker ran on it; `HELD_OUT_SOURCES` keeps it out of the tests.

Method (rounds 3-7's): model output committed to public GitHub repositories not used before, read
through the public-code index (16,000-character pages), transcribed record by record exactly as the
page shows it (`r` is the file's JSON string as it stands in the file: the build decodes its escapes
once more). A record is taken only when its whole completion lies on the pages read; eight
records cross a page edge and both pages were read (g r014 and r047, p r024, b r015, db r006 and
r013, q r010 and r019). b r017 holds U+FFFD characters exactly as the page shows them. Nothing
is shortened by us. `record` is the file's own locator (the sherrywan pair_key or dev position and
problem_id, the maxent prompt and sample index or review_id), not a line number; the ids' rNNN are
our running numbers per file. Not taken: completions cut by a page edge; the token-id arrays and the
sources' scoring fields (a record's own reward is kept as `source_reward` where it was noted, for
reference only); exact repeats of a completion already taken from the same problem (the sherrywan
runs share sampling seeds, so the base, PPO and GRPO models often write the same text); a few long
maxent completions (1,024-token loops and long working) that could not be copied reliably; the
maxent manual-review records that repeat a problem already well covered (82, -125).

Two repositories, both without a LICENSE file in the index (`licence` per record):

* sherrywan717/ppo-vs-grpo-math-rlvr: Qwen/Qwen2.5-1.5B-Instruct (revision 989aa79, per
  reports/model_audit/qwen2.5-1.5b/download_report.md) without an adapter (b, db), after the repo's
  PPO (p) and GRPO (g) training (seed 42, checkpoint 32) and after its GRPO-v2 warm start (dw,
  checkpoint 16); sampled, 256-token cap (reports/formal_1p5b/12_grpo_seed42_final_evaluation.md).
  The prompt (src/math_rlvr/prompt.py)
  is a system message asking for exactly one <reasoning>...</reasoning> block and then one
  <answer>...</answer> block with only the final answer, the question as the user turn, Qwen chat
  template. NOTE: the tags are <reasoning>/<answer>, not R1's <think>/<answer>; these records carry
  prompt_format `think_answer` because the prompt asks for a reasoning tag then an answer tag (the
  R1 shape), and most completions ignore it in some way (no tags, an answer tag only, '<solution>' /
  '<solved>' / '<Reasoning>' wrappers, '[Reasoning] ... [Answer]', unclosed blocks, the 256-token
  cap). GSM8K test (g, p, b), GSM8K train (db, dw: the grpo_v2 dev split) and MATH-500 (g, b).
* liv-daliberti/maxent-grpo: Qwen/Qwen2.5-0.5B-Instruct (snapshot 7ae5576,
  ops/route_successor/sample_e69_math_route_gate1.py: T=1.0, top_p 1.0, 1,024 new tokens, 8
  samples a problem) with the repo's Qwen math "route" template (src/oat_drgrpo/templates.py, not
  read): long chain-of-thought ending in a box, a sentence or noise, on MATH problems (train and
  test). m = var/artifacts/e69_math_route_gate1_base_v1/sample_archive.jsonl; q = the
  equation-v3 run's manual_review_queue.jsonl, which holds ONLY samples the repo's grader
  accepted (boxed answer right and route parsed), so its truths lean to `correct`.

Labels are ours, by READING, never by running a checker, under corpus/README.md's rules and rounds
3-7's tag conventions: the <answer> content is the final answer; unclosed, unopened or wrapped tags
still hold it; a completion that ignores the format is labelled by its last box or statement; a
bound ('over 18 hours', 'more than 14 hours'), a range or two different final answers is wrong; a
completion cut at the token cap before any final answer is no_answer; a right final number after
wrong working is correct (noted). The sources' own verdicts were not used for labels.

Golds: GSM8K = the `####` value (commas removed) of gsm8k/test.jsonl (g, p, b: the file's
problem_id 'gsm8k:test:N' is the test line) or gsm8k/train.jsonl (db, dw: 'gsm8k:openai/gsm8k:
train:N'); MATH-500 (g, b) = the `answer` of math500/test.jsonl line N of the problem_id (the files
store no answer). Both are checked by the file's own problem hash: sha256 of the question (or
problem) with whitespace runs collapsed to one space, first 16 hex digits kept as `h`. maxent (m, q)
= the file's answer / gold_answer (MATH train and test problems, none of them in MATH-500; the build
checks that), and every maxent completion is checked byte for byte against the file's
response_sha256 (first 16 hex digits kept as `rh`).

Usage: python build_public_heldout8.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, r[, h, rh, uid, gold])
       python build_public_heldout8.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

from corpus_build import TRUTHS, data_dir, heldout_record, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout8.jsonl"
SOURCE = "public_heldout8"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"
SW = "sherrywan717/ppo-vs-grpo-math-rlvr"
MX, MXC = "liv-daliberti/maxent-grpo", "93ae6a36709a5d9a626100b4facc66c4617a0e78"
Q15 = "Qwen/Qwen2.5-1.5B-Instruct (revision 989aa7980e4cf806f80c7fef2b1adb7bc71aa306)"
Q05 = (
    "Qwen/Qwen2.5-0.5B-Instruct (snapshot 7ae557604adf67be50417f59c2c2f167def9a775; T=1.0, "
    "top_p 1.0, 1024 new tokens, 8 samples a problem)"
)
RA = (
    "system: 'Solve the math problem. Output exactly one <reasoning>...</reasoning> block followed "
    "by exactly one <answer>...</answer> block. Put only the final answer in <answer>.' (or the "
    "repo's stricter v1 wording of the same protocol), user: the question; Qwen chat template "
    "(src/math_rlvr/prompt.py). Tags are <reasoning>/<answer>, not <think>/<answer>"
)
SAMPLING = "; sampled, 256-token cap"
ROUTE = "the repo's Qwen math 'route' template (src/oat_drgrpo/templates.py, not read)"

# src -> (short id, repo, path, commit, model, prompt, prompt_format, dataset or None = per record)
# fmt: off
SOURCES = {
    "g": ("sw-grpo", SW, "reports/runs/grpo_final_formal_1p5b_seed42_20260721T034104Z/completions.jsonl",
          "48d368a95fe09e2606bbda8671cbfbe8e6261840",
          f"{Q15} + the repo's GRPO LoRA adapter (seed 42, checkpoint 32){SAMPLING}", RA, "think_answer", None),
    "p": ("sw-ppo", SW, "reports/runs/ppo_final_formal_1p5b_seed42_20260721T022152Z/completions.jsonl",
          "fbd2e5c0cdfa2d7d7c1e0cd951ff2ea2c6ecb794",
          f"{Q15} + the repo's PPO LoRA adapter (seed 42, checkpoint 32){SAMPLING}", RA, "think_answer", None),
    "b": ("sw-base", SW, "reports/runs/baseline_formal_1p5b_seed42_20260718T125833Z/completions.jsonl",
          "287f7d313c5ad8ac1500eb416eeacd605c3298f3", f"{Q15}, no adapter (baseline){SAMPLING}", RA,
          "think_answer", None),
    "db": ("sw-devbase", SW, "reports/grpo_v2/dev_evaluation/base/completions.jsonl",
           "b5d52ce158fa2208fc1ee00cdbf9254b39c37bdc",
           f"{Q15}, no adapter (the grpo_v2 dev evaluation's 'base' mode){SAMPLING}", RA, "think_answer",
           "gsm8k"),
    "dw": ("sw-devwarm", SW, "reports/grpo_v2/dev_evaluation/warmstart/completions.jsonl",
           "b5d52ce158fa2208fc1ee00cdbf9254b39c37bdc",
           f"{Q15} + the repo's GRPO-v2 warm-start adapter (checkpoint 16){SAMPLING}", RA, "think_answer",
           "gsm8k"),
    "m": ("mx-base", MX, "var/artifacts/e69_math_route_gate1_base_v1/sample_archive.jsonl", MXC, Q05, ROUTE,
          "long_cot", "math"),
    "q": ("mx-review", MX, "var/artifacts/e69_math_route_gate1_base_equation_v3/manual_review_queue.jsonl",
          MXC, Q05, ROUTE + ", 'equation-v3' interface; the file keeps only samples its grader accepted",
          "long_cot", "math"),
    "r": ("mx-rpn", MX, "var/artifacts/e69_math_route_gate1_base_rpn_v2/sample_archive.jsonl",
          "135dbd8458f16204d4edbe20aa269c5b5aa33ee0", Q05, ROUTE + ", 'rpn-v2' interface", "long_cot", "math"),
}
# fmt: on
# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
g:0|correct|tag|'<answer>18(hours)</answer>': the unit in parentheses glued to the number
g:1|wrong|tag|'<answer>24</answer>'
g:2|wrong|prose_sentence|no tags; 'Total: 14-16 hours.' (a range)
g:3|correct|tag|no <reasoning> block; '<answer>18 hours</answer>'
g:4|wrong|tag|'<answer>over 18 hours</answer>' (a bound, not the value)
g:5|correct|prose_sentence|no tags; 'So James saved $75 - $65 = $10 by picking berries himself.'
g:6|wrong|tag|'<solved><answer>$0</answer></solved>' (an invented wrapper tag)
g:7|wrong|prose_sentence|'James saved $75 - $60 = $49.'
g:8|wrong|prose_sentence|'So, James saved \( \$75 - \$70 = \$65 \) by picking his own berries.'
g:9|wrong|tag|'<solution>' and '<Reasoning>' wrappers, then '<answer>no savings</answer>'
g:10|wrong|prose_sentence|'their vacation spot is \(300 + 37.5 = 337.5\) miles away.'
g:11|wrong|tag|'<answer>304.95</answer>'
g:12|wrong|tag|'<answer>448.25</answer>'
g:13|wrong|tag|'<answer>330</answer>'
g:14|wrong|answer_colon|'Answer: 386 miles' (decimals written '37. 5')
g:15|wrong|prose_sentence|'1125 female students are enrolled at the school.'
g:16|correct|prose_sentence|'There are 1125 + 750 = 1875 female students at Brook Hills High School.'
g:17|wrong|prose_sentence|'So in total, there are 750+4875 = 5625 female students.'
g:18|correct|bare_last_line|'Total number of female students: 1125 + 750 = 1875', then a bare '1875'
g:19|wrong|prose_sentence|'leaving 3000-2500=1500 females enrolled at Brook Hills High School.'
g:20|wrong|final_answer_phrase|'Final answer: The farmer needs to make 4 trips to transport all the feed.'
g:21|wrong|boxed|an unclosed <reasoning> block; '$\boxed{-\frac{152}{9}}$'
g:22|no_answer|truncated|cut at the token cap mid-recalculation, after retracting -\frac{162}{9} ('this result seems incorrect')
g:23|wrong|tag|an unclosed <reasoning> block; '<answer>0</answer>'
g:24|no_answer|truncated|cut at the token cap while listing values of N
g:25|no_answer|truncated|cut at the token cap mid-derivation
g:26|wrong|prose_sentence|'Therefore, the sum of all possible values for N is 124.'
g:27|no_answer|truncated|debatable: cut at 'the valid value of k is 0, thus' after 'N = 49k + 24' (no value stated; wrong would fit too)
g:28|wrong|boxed|an unclosed <reasoning> block; '\(a+b=98+1100=\boxed{1198}\)'
g:29|wrong|prose_sentence|'the farmer needs to make 1 trip to transport all the feed.'
g:30|wrong|prose_sentence|'Therefore, the farmer needs **3** trips to transport all the feed.'
g:31|wrong|prose_sentence|'Therefore, the farmer needs 4 trips.'
g:32|wrong|tag|'<answer>0</answer>'
g:33|wrong|answer_is|'The final answer is 36.'
g:34|wrong|prose_sentence|'The age difference between Alice and Erica is 17.'
g:35|correct|bare_last_line|'... he needs 200/50 = 4 bags.', then a bare '4'
g:36|wrong|prose_sentence|'we find that David saves: \( \$14. ' (an unclosed math span)
g:37|wrong|prose_sentence|'Each sleeve takes 350 stitches.'
g:38|wrong|prose_sentence|'The potting soil for Bob's garden will cost him $16.'
g:39|wrong|answer_heading|bracket labels: '[Reasoning] ...' then '[Answer]\(\frac{4000}{3}\)'
g:40|correct|prose_sentence|'Therefore, it took Anna 7 hours to finish the puzzle.'
g:41|wrong|tag|no <reasoning> block; '<answer>$18</answer>'
g:42|wrong|tag|no <reasoning> block; '<answer>0</answer>'
g:43|wrong|answer_is|'Therefore, the answer is 7 bags.'
g:44|wrong|prose_sentence|'Therefore, the total amount paid is $15.'
g:45|correct|tag|debatable: the working sits in a bare '<...>' bracket and says '210/42 = 52 days'; then '<answer>5</answer>' (the gold). The tag counts; wrong would fit round 4's convention for an answer contradicted by the working
g:46|wrong|prose_sentence|'Therefore, Katerina uses 32 sterling silver beads per necklace.'
g:47|wrong|prose_sentence|'Thus, Joe throws 15 * 25 = 75 punches throughout the entire fight.'
g:48|correct|tag|'<answer>26</answer>'
g:49|wrong|tag|no <reasoning> block; 'Carl weighs 55 + 16 = 21 kg.' ... '<answer>24</answer>'
g:50|wrong|prose_sentence|'Total refund received by Mr. Marcellus is therefore 3200 gallons * $2.70/gallon = $8940.'
g:51|wrong|tag|'<answer>36</answer>'
g:52|wrong|tag|'<answer>95</answer>' (the sum 3+6+12+24+48 is 93)
g:53|wrong|prose_sentence|'Therefore, each class has 58 boys.'
g:54|correct|prose_sentence|'Therefore, the final price is $800.'
g:55|wrong|answer_colon|'Answer: Jean is 6 years old.'
g:56|wrong|prose_sentence|'Gary's truck can carry 1,600 pounds of gravel alone.'
g:57|wrong|tag|'<answer>3700</answer>'
g:58|correct|bare_last_line|'... 900 / 60 = 15 hours.', then a bare '15(hours)' line
g:59|wrong|tag|an unclosed '<solution>' wrapper around the blocks; '<answer>65</answer>'
g:60|wrong|prose_sentence|'The sum of their current ages is: 19 + 10 + 11 = 30.'
g:61|wrong|answer_is|'The answer is 293.'
p:0|correct|prose_sentence|no tags; 'Total: 4 + 6 + 8 = 18(hours)'
p:1|correct|tag|'<answer>18</answer>'
p:2|wrong|prose_sentence|'Total time: 4 + 8 + 12 = 24 hours'
p:3|wrong|prose_sentence|'... took a total of 6 + 4 + (D) > 44 hours.' (a bound)
p:4|correct|prose_sentence|'Total time: 4 (Amalia) + 6 (Megan) + 8 (Dior) = 18(hours)'
p:5|correct|prose_sentence|'So James saved $75 - $65 = $10 by picking blueberries himself.'
p:6|wrong|prose_sentence|'So James saved $34 by picking blueberries himself' ('$69 - $75 = $34')
p:7|correct|prose_sentence|'The number of votes the loser got is 20.'
p:8|wrong|answer_colon|'The number of tickets each graduate receives: 12'
p:9|wrong|prose_sentence|'Therefore, each graduate receives 1 guest ticket.'
p:10|wrong|prose_sentence|'Therefore, each graduate will receive 6 tickets.'
p:11|wrong|prose_sentence|'Each graduate would receive approximately 4.58 tickets.'
p:12|wrong|prose_sentence|'Therefore, each graduate receives approximately 6 tickets.'
p:13|wrong|tag|'<answer>60</answer>'
p:14|wrong|tag|no <reasoning> block; '<answer>$60</answer>'
p:15|correct|prose_sentence|'Therefore, 570 employees can join the day trip.'
p:16|wrong|prose_sentence|'Therefore, 17 new tables are needed.'
p:17|correct|prose_sentence|'The number of players on the defense is 30.'
p:18|wrong|prose_sentence|'Therefore, the total time is 90 + 145 = 235 minutes.'
p:19|wrong|prose_sentence|'... = 112. 5 quarts of both flavors.' (a space inside the decimal)
p:20|wrong|tag|'<answer>435</answer>'
p:21|no_answer|truncated|cut at the token cap at 'By similar reasoning' (only a bound '\leq 2q' so far)
p:22|wrong|tag|an unclosed <reasoning> block; '<answer>45</answer>'
p:23|no_answer|truncated|cut at the token cap at 'the root must lie'
p:24|wrong|answer_colon|'Reasoning:' / 'Calculations:' / 'Answer: $1.70' headings, no tags
p:25|no_answer|tag|'<answer>x - (1/3)x + (2) + (1/2)[x - ((1/3)x + 2)] = 5</answer>': an unsolved equation in x, no value
p:26|wrong|prose_sentence|'Therefore, combining these, the total amount is 40000 * 2 + 20000 * 2 = 128000.'
p:27|wrong|answer_is|'Therefore, the answer is $24000.'
p:28|wrong|prose_sentence|an unclosed <reasoning> block, no answer tag; 'The total savings would be ($3 + $2) * 2 = $10.'
p:29|wrong|prose_sentence|'Each book costs \( \frac{4}{2} = \$2 \).'
p:30|wrong|answer_is|'The answer is 72.'
b:0|wrong|prose_sentence|'... the total time they took to do their chores is more than 14 hours.' (a bound)
b:1|wrong|tag|'<answer>22 hours</answer>'
b:2|correct|answer_is|'The answer is \$10.'
b:3|wrong|bare_last_line|'$$-\sqrt{3}+ (-2\sqrt{3}) = -3\sqrt{3}.$$'
b:4|wrong|tag|'<answer>There is no value of c</answer>'
b:5|wrong|bare_last_line|'Therefore,' then '\[ c = 10 \]'
b:6|wrong|prose_sentence|'Therefore, the value of \( c \) is -35.'
b:7|correct|prose_sentence|'Therefore, the cost after the discount is $70.'
b:8|correct|prose_sentence|'Therefore, the grooming cost is $70.'
b:9|wrong|final_answer_phrase|'Final answer: 15000'
b:10|wrong|tag|no closing </reasoning>; '... = 11,974 or 234 rounded to nearest bird counted.', then '<answer>234</answer>'
b:11|wrong|tag|'<answer>28</answer>'
b:12|wrong|tag|'<answer>333</answer>'
b:13|wrong|tag|'<answer>50</answer>' (a number from the question)
b:14|wrong|answer_is|'Therefore, the answer is $32.'
b:15|no_answer|truncated|cut at the token cap at 'Given the radius \(' (the working reached '11 - c'; no value of c)
b:16|correct|prose_sentence|no tags; '... so solving $34-c=1$ yields $c=33$.'
b:17|wrong|tag|no <reasoning> block; U+FFFD characters in the text ('\(x = �√3\)'); '<answer>4</answer>'
b:18|no_answer|truncated|cut at the token cap at 'Approximating this gives'
b:19|wrong|prose_sentence|'Therefore, \( x = \log_3(2) \).'
b:20|wrong|tag|'<answer>\(\frac{14}{8}\) or simplified as \(\frac{7}{4}\)</answer>' (a value of 3^x, not of x)
db:0|correct|prose_sentence|'Erin will spend 5 hours watching the series.'
db:1|correct|prose_sentence|'Therefore, Jerry will earn $1400 by the end of the week.'
db:2|correct|prose_sentence|'Therefore, the price after the second month is $720.'
db:3|wrong|prose_sentence|'... i.e., 750 feet above the ground.'
db:4|wrong|prose_sentence|'Samson will need approximately 18.22 liters of gasoline for a one-way trip.'
db:5|correct|tag|no <reasoning> block; '<answer>4</answer>'
db:6|wrong|prose_sentence|'Therefore, a 75 m roll weighs 75 kg.'
db:7|wrong|prose_sentence|'Therefore, the number of coins sold is 19.'
db:8|wrong|prose_sentence|'Total: 200 + 300 + 400 = 900 pounds'
db:9|wrong|prose_sentence|'Thus, Janet uses 4 gallons of gas driving to both appointments and back home again.'
db:10|wrong|tag|'.<answer>74</answer>' (a stray period before the tag)
db:11|correct|answer_is|'The answer is 1350 minutes.'
db:12|correct|tag|'<answer>75</answer>'
db:13|wrong|prose_sentence|'In total there are 6+9+18+24 = 57 animals for sale.'
db:14|wrong|prose_sentence|'Therefore, the cost of an apple is $0.90.'
db:15|correct|answer_is|'Therefore, the answer is 120 minutes.'
db:16|wrong|prose_sentence|'she can make 122 pillows.'
db:17|wrong|prose_sentence|'Altogether: 12 + 0.5 + 2.5 = 14.5 turtles.'
db:18|wrong|bare_last_line|a bare last line '2, 1, 4' (coin counts, not the number of coins)
db:19|correct|prose_sentence|'so Felipe spent 2.5 * 12 = 30 months building his house.'
db:20|correct|boxed|'In 4 weeks, Sara collected $\boxed{640}$ dollars.'
db:21|correct|prose_sentence|'Anya took home 168 * 1/2 = 84 yellow balloons.'
db:22|wrong|prose_sentence|'Thus, they must win 18 games if make the playoffs.'
db:23|wrong|prose_sentence|'Thus, Philip can pick 5 oranges/tree × 164 trees = 8100 oranges.'
db:24|wrong|prose_sentence|'40 children attended the party.'
db:25|wrong|prose_sentence|'Therefore, Marcel must have bought 6 potatoes.'
db:26|wrong|tag|no <reasoning> block; '<answer>14</answer>'
dw:0|correct|tag|no <reasoning> block; '<answer>$1400</answer>'
dw:1|correct|prose_sentence|'Therefore, the price after the second month is \$720.'
dw:2|wrong|prose_sentence|'Therefore, the highest elevation reached by the balloon is 1500 feet.'
dw:3|correct|prose_sentence|'Therefore, Samson needs 20 liters of gasoline for a one-way trip.'
dw:4|correct|tag|no <reasoning> block; '<answer>4</answer>'
dw:5|wrong|bare_last_line|'So 75 m roll weights 2.5*37.5=93.75kg'
dw:6|wrong|prose_sentence|'he would sell 15 or 16 coins ... he should round down to 15 coins.'
dw:7|wrong|prose_sentence|'Therefore, Janet uses 13 gallons of gas for the round trip to both appointments.'
dw:8|wrong|tag|'<answer>2</answer>'
dw:9|wrong|prose_sentence|'Felipe took 5/2 = 2.5 years or 2.5 * 12 = 5 months.'
dw:10|correct|tag|no <reasoning> block; '<answer>84</answer>'
dw:11|wrong|prose_sentence|'Thus, they must win 18 games from the remaining 10.'
dw:12|wrong|prose_sentence|'Thus there are 80 oranges for Philip to pick.'
dw:13|wrong|prose_sentence|'Marcel bought 5 potatoes.'
dw:14|wrong|prose_sentence|'Therefore, Flora must drink an additional 14 gallons daily.'
dw:15|wrong|bare_last_line|a made-up '<divide=total_hours>9</divide>' tag and '<br/>', then 'Total time = 9 + 6*1.5 = 9 + 9 = 18hrs'
dw:16|wrong|prose_sentence|the whole completion is 'He keeps 100/2 = 50 balls per container.'
m:0|wrong|prose_sentence|'So, the radical conjugate of $\sqrt{11}-1$ is $\sqrt{11}+1$.'
m:1|wrong|boxed|'\(\boxed{0}\)'
m:2|wrong|none|debatable: ends in a garbled '\[ relement "final" {"11"} ]' after '\(sqrt[3]{11} + 1\)'; neither is the gold (no_answer would fit too)
m:3|wrong|boxed|'\(\boxed{-1}\)'
m:4|wrong|boxed|'$\boxed{\sqrt{11} + 1}$'
m:5|wrong|boxed|'\[\boxed{\sqrt{11} + 1}\]'
m:6|wrong|boxed|'\(\boxed{1 - \sqrt{11}}\)'
m:7|wrong|prose_sentence|'Therefore, the only number satisfying this condition is $19$.'
m:8|wrong|bare_last_line|a JSON-like step list ending 'boxed_output' / '536'; 145 appears only as the first step's value
m:9|wrong|boxed|'\boxed{\text{None of the three-digit conditions was met in multiple fails. No valid results found.}}'
m:10|wrong|none|says 145 'is not the number in your scenario', ends 'identified compact route:"[32]}.'
m:11|wrong|boxed|'\boxed{0}'
m:12|wrong|boxed|'The final answer, $\boxed{2007}$, encapsulates ...'
m:13|wrong|boxed|'$\boxed{n=1000}$,---' then commentary
m:14|correct|boxed|'\[' / '\boxed{-275}' / '\]' on its own lines
m:15|wrong|boxed|'\boxed{23}'
m:16|wrong|boxed|'Final answer: \boxed{891}'
m:17|wrong|prose_sentence|'Therefore, Gage needs to skate 645 minutes on the ninth day ...', then a ```json route block with '"value": 645'
m:18|wrong|boxed|'\(\boxed{a^3}\)'
m:19|wrong|boxed|'\[\boxed{-10}.\]' (the working's Vieta line says 'abc = -\frac{5}{2}', the gold, before it goes astray)
m:20|wrong|boxed|'\(\boxed{-112}\)'
r:0|wrong|boxed|the whole completion is '\boxed{5}'
r:1|wrong|boxed|'\[\boxed{2}.\]'
r:2|no_answer|none|the whole completion is a '<route>' block listing the variables and 'op, +'; no value
q:0|correct|boxed|'\boxed{4}' on its own display line
q:1|correct|boxed|wrong working ('2010 is a multiple of 4', '4 \cdot 502.5') before the right remainder; '\(\boxed{4}\)'
q:2|correct|boxed|'\(\boxed{82}\)'
q:3|correct|boxed|'\boxed{-\frac{3}{2}}' for the gold '- \frac 32'
q:4|correct|boxed|'\boxed{210}'
q:5|correct|boxed|debatable: the working's last step calls '75x^5' the constant term, then 'Thus, the constant term ... is \boxed{75}.' (the box is the gold; wrong would fit a reading that the working contradicts it)
q:6|correct|boxed|'\(\boxed{-4}\)'
q:7|correct|boxed|'\boxed{216}' twice
q:8|correct|boxed|'\(\boxed{-125}\)'
q:9|correct|boxed|'\(\boxed{-125}\)'
q:10|correct|boxed|wrong working ('the first point are (0, 2)', '2 + 2 = 4'), right number: '\( \boxed{4} \)'
q:11|correct|boxed|'\(\boxed{5}\)' ('Since the lines are parallel' in the working)
q:12|correct|boxed|'\(\boxed{82}\)'
q:13|correct|boxed|the working writes '(-6)^3 = 216'; '\(\boxed{216}\)'
q:14|correct|boxed|'\boxed{216}' after 'the cube of a real number is always non-negative'
q:15|correct|boxed|'\(\boxed{-\frac{3}{2}}\)' for the gold '- \frac 32'
q:16|correct|boxed|'\(\boxed{125}\)'
q:17|correct|boxed|'\(\boxed{-125}\)'
q:18|correct|boxed|the working writes '(-6)^3 = ... = -1'; '\(\boxed{216}\)'
q:19|correct|boxed|'\boxed{-\frac{3}{2}}' after '... is \(-\frac{3}{2}\).'
q:20|correct|boxed|'\( \boxed{11} \)'
q:21|correct|boxed|'\(\boxed{44}\)'
q:22|correct|boxed|the closing sentence misnames the count ('where at least one item is the same color'); '\(\boxed{210}\)'
q:23|correct|boxed|debatable: the working ends 'the constant term is: 75 + 5x^5 + x^6 + x^2', then 'So, the constant term ... is \(\boxed{75}\).' (the box is the gold; wrong would fit a reading that the working contradicts it)
q:24|correct|boxed|'\boxed{4}' on its own display line
q:25|correct|boxed|'\(\boxed{5}\)'
q:26|correct|boxed|'\(\boxed{125}\)'
q:27|correct|boxed|'\(\boxed{75}\)'
"""


def labels() -> dict[str, tuple[str, str, str]]:
    table = {}
    for line in LABELS.splitlines():
        if line.strip():
            key, truth, form, note = line.split("|", 3)
            if truth not in TRUTHS or key in table:
                raise SystemExit(f"bad label line: {line}")
            table[key] = (truth, form, note)
    return table


def decode(text: str) -> str:
    """A JSON file's string as the page shows it, decoded once more."""
    return json.loads('"' + text + '"')


def short_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def norm_hash(text: str) -> str:
    """The sherrywan files' problem hash: sha256 of the text with whitespace runs collapsed."""
    return short_hash(" ".join(text.split()))


def sherrywan_gold(raw: dict, rows: dict[str, list[dict]]) -> tuple[str, str, str]:
    """(dataset, gold, gold_source) from the record's problem id, checked by the file's hash."""
    key = raw["key"]
    found = re.search(r"gsm8k:(?:openai/gsm8k:)?(test|train):(\d+)", key)
    if found:
        split, line = found.group(1), int(found.group(2))
        row = rows[split][line]
        if norm_hash(row["question"]) != raw["h"]:
            raise SystemExit(f"{raw['src']}:{raw['rec']}: gsm8k {split} line {line} hash mismatch")
        gold = row["answer"].split("####")[-1].strip().replace(",", "")
        return (
            "gsm8k",
            gold,
            f"gsm8k/{split}.jsonl line {line} (the file's problem_id; checked by its problem hash)",
        )
    found = re.search(r"math:HuggingFaceH4/MATH-500:test:(\d+)", key)
    if not found:
        raise SystemExit(f"{raw['src']}:{raw['rec']}: no problem id in {key!r}")
    line = int(found.group(1))
    row = rows["math500"][line]
    if norm_hash(row["problem"]) != raw["h"]:
        raise SystemExit(f"{raw['src']}:{raw['rec']}: MATH-500 line {line} hash mismatch")
    return (
        "math",
        row["answer"],
        (
            f"math500/test.jsonl line {line} ({row['unique_id']}): the file's problem_id; the file "
            "stores no answer; checked by its problem hash"
        ),
    )


def maxent_gold(raw: dict, completion: str, m500: dict[str, dict]) -> tuple[str, str, str]:
    if short_hash(completion) != raw["rh"]:
        raise SystemExit(
            f"{raw['src']}:{raw['rec']}: completion differs from the file's response_sha256"
        )
    if raw["uid"] in m500:
        raise SystemExit(
            f"{raw['src']}:{raw['rec']}: {raw['uid']} is in MATH-500: check its answer"
        )
    field = "gold_answer" if raw["src"] == "q" else "answer"
    return (
        "math",
        decode(raw["gold"]),
        f"the file's {field} for MATH {raw['uid']} (not in MATH-500)",
    )


def build(raws: list[dict]) -> list[dict]:
    table, root = labels(), data_dir()
    rows = {
        split: [json.loads(x) for x in open(root / f"gsm8k/{split}.jsonl", encoding="utf-8")]
        for split in ("test", "train")
    }
    rows["math500"] = [json.loads(x) for x in open(root / "math500/test.jsonl", encoding="utf-8")]
    m500 = {row["unique_id"]: row for row in rows["math500"]}
    records, seen, texts = [], set(), set()
    for raw in raws:
        src, rec = raw["src"], raw["rec"]
        if (src, rec) in seen:
            raise SystemExit(f"duplicate record {src}:{rec}")
        seen.add((src, rec))
        completion = decode(raw["r"])
        if (raw.get("h") or raw.get("uid"), completion) in texts:
            raise SystemExit(
                f"{src}:{rec}: the same completion of the same problem is already taken"
            )
        texts.add((raw.get("h") or raw.get("uid"), completion))
        label = table.pop(f"{src}:{rec}")
        if src in ("m", "q", "r"):
            dataset, gold, gold_source = maxent_gold(raw, completion, m500)
        else:
            dataset, gold, gold_source = sherrywan_gold(raw, rows)
        meta = SOURCES[src]
        if meta[7] not in (None, dataset):
            raise SystemExit(f"{src}:{rec}: dataset {dataset} in a {meta[7]} file")
        meta = meta[:7] + (dataset,)
        record = heldout_record(
            SOURCE, meta, raw, label, (gold, gold_source), completion, NO_LICENCE
        )
        record["record"] = raw["key"]
        if "source_reward" in raw:
            record["source_reward"] = raw["source_reward"]
        records.append(record)
    if table:
        raise SystemExit(f"labels without a record: {sorted(table)}")
    return records


def main() -> None:
    run_heldout_builder(__doc__, OUT, build)


if __name__ == "__main__":
    main()
