r"""Build public_heldout61.jsonl: a 61st held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (metrics, format_reward, answer_reward, reward, rewards and the
like) were not used to label.

Method (round 59's page transcription and sources): model output committed to public GitHub
repositories, read through the public-code index (16,000-character pages). The helper pasted each
page WHOLE as the read_file answer displays it (the page text JSON-escaped once more) into
pages/<page>.txt; mk.py decoded that display form once into the page text and checked that it is
exactly 16,000 characters long (the file's last page, codearky 1456000, is its 743-character
tail), then cut each record out of the page text: `r` is the completion's JSON string body as the
file writes it and `enc` = `json` (decoded once more by the build); no record was re-encoded or
retyped from its decoded form, and every decoded completion holds no control character but newline
and carriage return. Two pastes first decoded short (k101p8 by 11 characters, k96p8 by 21: the
escaped backslashes of the first, partial line had been pasted single) and were repaired by
restoring the doubled backslashes of that line only, then length-checked again (16,000 each); no
other page needed a repair. Pages 7 and 8 of each KleistvonLiu step 101-105 are consecutive and were
joined, so the rollout crossing their edge was taken whole (five: k101p7 rec 7, k102p7 rec 8,
k103p7 rec 7, k104p7 rec 7, k105p7 rec 6; a record belongs to the page on which its completion
opens). The codearky pages 1440000 and 1456000 were joined likewise (cp1440 rec 15 = line 200
completion 7). Line 199's question opens on 1424000, which round 59 read and pasted; it was read
again here (read_file), its opening and end compared by eye with round 59's pasted page
(round 59's helper's pasted copy of that page), and that pasted page was used only to join line 199's
question (for the gold lookup); no completion was taken from 1424000 (its lines 196-198 are round
59's). KleistvonLiu page-8 records whose prompt opens on page 7 (read by earlier rounds, not this
one) but whose response and gold lie wholly on page 8 were taken as read, the key inferred from the
next line's (question_index, rollout_index), the problem from the line's own `problem` field where
the prompt is not on the page: k100p rec 0 (step 100 q8 r6), k97p rec 0 (step 97 q6 r6), k95p rec 0
(step 95 q10 r1), k92p rec 0 (step 92 q8 r6). Not transcribed (read, but left out): the opening,
partial response of every page that opens inside one whose start is on the page before (not read
here, or on page 6 for steps 101-105); page openings inside metadata (k93p8, k104p7, k90p8: nothing
to take); the last rollout of every page 8 read, whose response crosses into page 9 (not read).
Nothing is shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl, 61 files:
rounds 1-60 and round 62, which the tree already holds; 16,531 distinct completions, by script,
dedup.py, reading no labels) and with the others of this round. None repeats an earlier round's
completion. Four repeated within the round word for word: step 98 q9 r4-r7 (the page at 128000)
equal step 102 q8 r0-r3 (k102p7 rec 5-8, read first); the step-98 copies were left out (mk.py's
DROP), so no two kept completions are equal.

Repositories (188 records): KleistvonLiu/assignment5-alignment 172 (91.5 %),
codearky/cross-policy-with-trl 16 (8.5 %); only these two (another helper gathered from other
repositories at the same time). The ~60 % balance the brief asked for was not possible: codearky's
eval_outputs.jsonl has only lines 199-200 (16 completions) left after round 59, so KleistvonLiu gives
the rest. No licence file was found for either in the index (rounds 16-59 looked, find_files path
LICENSE; not looked up again this round); `licence` per record.

Split: think_answer 188 (every record's prompt asks for the tag format); 177 are labelled by an
answer tag (among them a box inside the tag, '\boxed{...}' in the think block before the tag, a
number word '<answer> one </answer>', '137°', '10√3', '16π', '8024/π', '05:00' for '05\!:\!00',
'0.155' for '.155', '$$7.07$$', units 'ft/s' and 'mph', 'x \approx 6.32' and 'r \approx 6.37' in
the tag, invented options '\textbf{(A)}\ 1'), 7 by a last box with no answer tag (after Python
output, after an AssertionError and a rerun, after 'Let's confirm this with Python code' and code
with no output, plain display boxes), 2 by an 'Answer: N' line with no '<answer>' ('Answer: 5
</answer>', 'Answer: 10</think>'), 1 by a last stated result in a completion cut by the length limit
(prose_sentence, cp1440 rec 1, debatable), and 1 with no final answer (k96p rec 8, a repetition loop
cut at the 1024-token cap). No long chain-of-thought source this round: the brief named only these
two repositories, both tag-format (their untagged completions, boxes after Python with outputs and
cut-off working, are the nearest to chain-of-thought here). GSM8K 16 (codearky), MATH 172
(KleistvonLiu). Truths: correct 101, wrong 86, no_answer 1 (GSM8K 11 / 5 / 0, MATH 90 / 81 / 1).
Forms: tag 177, boxed 7, answer_colon 2, prose_sentence 1, truncated 1. 1 debatable (cp1440 rec 1).

Pages read this round (for the next round not to repeat them): KleistvonLiu/assignment5-alignment
outputs/grpo_full_mathv2/rollout_step_0000NN/rollouts.jsonl offset 112000 (page 7) and 128000 (page
8) of steps 101-105; offset 128000 (page 8) of steps 90-100; codearky/cross-policy-with-trl
eval_outputs.jsonl offsets 1440000 and 1456000 (the end of the file) and 1424000 again (for line
199's question only).

Selection (records as they come, not by how hard they look; each file read from the offset named,
in file order; every record whose completion lies on the pages read taken unless said above):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold): outputs/grpo_full_mathv2/rollout_step_0000NN/
  rollouts.jsonl, pages 7 and 8 (offsets 112000 and 128000) of steps 101-105 (= k101p7, k101p8 ...
  k105p7, k105p8) and page 8 (offset 128000) of steps 90-100 (= k90p ... k100p).
* codearky/cross-policy-with-trl (GSM8K test in order; the tag prompt; the cross-policy run's
  policy0/checkpoint-700 block that starts at line 101): eval_outputs.jsonl page at 1440000 (cp1440):
  lines 199-200 (GSM8K test 98-99), 16 completions, the last joined with the file's tail at 1456000.
  Forms: '<answer>\n5\n</answer>', '<answer>58</answer>', '\u2019' and '\u00d7' escapes kept as the
  file writes them, a completion cut by the length limit inside a '<think>' block written after the
  working.

Label conventions (rounds 37-59's): the last final answer counts; a hedge between values or the gold
with another value is wrong; a response cut before any final answer is no_answer; equal in value but
written differently is correct ('0.185' for '.185', '1/4' for '\frac{1}{4}', '137°' for
'137^\circ', '\frac{3}{4}' for '\frac34', '05:00' for '05\!:\!00', 'one' for 1, '10√3' for
'10\sqrt{3}', '\frac{3}{\sqrt{13}}' for '\frac{3\sqrt{13}}{13}'); another quantity is wrong; in the
tag format the `<answer>` content is the final answer whatever the working says (a right tag after
false working is correct: k91p rec 1, k92p rec 8, k102p8 rec 4 and 8; a wrong tag after the gold in
the working is wrong: k91p rec 3, k104p7 rec 7); with no answer tag the completion is labelled by its
last box, 'Answer:' line or last stated result; malformed or stray tags do not change which answer
counts. Debatable this round: cp1440 rec 1 (no tags; 'Therefore, the number of cars that drove
through the traffic jam in the first 15 minutes is 5.', then a '<think>' block written after the
working and cut by the length limit inside '\(x + 20 + 5 = ': correct by the last stated result,
no_answer if the cut makes it count as unfinished; gold 5).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question that opens with the record's
question words (taken from codearky's user turn), checked equal to the file's own `answer`; both
codearky questions are in gsm8k/test.jsonl (lines 98-99, 0-based). MATH: the KleistvonLiu problems'
opening words are looked up in MATH-500 (gold checked equal there when found), else the file's own
answer (its MATH test gold, `ground_truth`, as transcribed); the lookup key is the problem's first
200 characters (round 59 used 70, which here matched another MATH-500 problem with the same
opening: 'Let $a,$ $b,$ and $c$ be positive real numbers.  Find the minimum value of'). None of this
round's problems is in MATH-500, so every MATH gold is the file's own.

Leads for a later round: KleistvonLiu page 9 (offset 144000) of steps 90-105 (each page 8 read here
ends inside a rollout that page 9 completes) and page 8 (offset 128000) of steps 75-89 (round 59 reports
step 74's page 8 read by an earlier round); codearky/cross-policy-with-trl has nothing left.

Usage: python build_public_heldout61.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout61.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder
from heldout_repos import CP, CP_PROMPT, CPC, CPX_MODEL, KL, KL_PROMPT, KLC, NO_LICENCE

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout61.jsonl"
SOURCE = "public_heldout61"

KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-59 took pages 0-6 of steps "
    "74-105, page 7 of steps 74-100 and page 8 of step 74; this round page {} (offset {}) of step "
    "{}), rollout step {}, on MATH test problems; the record is one line's response (the text "
    "after the prompt's closing 'Assistant: <think>')"
)


# short id -> (step, page); page 7 = offset 112000, page 8 = offset 128000
KL_PAGES = {
    **{f"k{step}p{page}": (step, page) for step in range(101, 106) for page in (7, 8)},
    **{f"k{step}p": (step, 8) for step in range(90, 101)},
}


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


def _cp(short: str, pages: str) -> tuple:
    return (
        f"{short}-qwen25-05b-cross-policy-gsm8k",
        CP,
        "eval_outputs.jsonl",
        CPC,
        CPX_MODEL.format(pages),
        CP_PROMPT,
        "think_answer",
        "gsm8k",
        "answer",
        NO_LICENCE,
    )


# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
# fmt: off
SOURCES = {
    **{short: _kl(short) for short in KL_PAGES},
    "cp1440": _cp("cp1440", "1440000 (line 199, whose question opens on 1424000, read again for it; line 200; "
                  "rec 15 = line 200 completion 7 joined across 1440000/1456000, the file's end)"),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
cp1440:0|correct|tag|'<answer>\n5\n</answer>'
cp1440:1|correct|prose_sentence|debatable: no tags; 'Therefore, the number of cars that drove through the traffic jam in the first 15 minutes is 5.', then a '<think>' block 'Reason here. ...' cut by the length limit inside '\(x + 20 + 5 = ': correct by the last stated result, no_answer if the cut makes it count as unfinished
cp1440:2|wrong|tag|'<answer>\n0\n</answer>' (gold 5)
cp1440:3|wrong|tag|'<answer>20</answer>' (gold 5)
cp1440:4|correct|tag|a '\u2019' escape in the working
cp1440:5|wrong|tag|'<answer>\n10\n</answer>' (gold 5)
cp1440:6|correct|tag|
cp1440:7|wrong|tag|'<answer>\n15\n</answer>' (gold 5)
cp1440:8|correct|tag|
cp1440:9|correct|tag|
cp1440:10|wrong|tag|'<answer>\n40\n</answer>\n' (gold 58): the 18 new plants left out
cp1440:11|correct|tag|
cp1440:12|correct|tag|
cp1440:13|correct|tag|'\u00d7' escapes in the working
cp1440:14|correct|tag|'Therefore, the answer is 58 potted plants remaining.' then the tag
cp1440:15|correct|tag|line 200 completion 7 joined across 1440000/1456000
k100p:0|correct|tag|key inferred (the line opens on page 7); '<answer> 1/4 </answer>' for '\frac{1}{4}'
k100p:1|correct|tag|'<answer> \frac{1}{4} </answer>' after an uncomputed '\( \frac{\binom{4}{2} \times 1}{4!} \)' in the think block
k100p:2|correct|tag|'<answer>0.185</answer>' for '.185'
k100p:3|wrong|tag|'= 0.2185' then '<answer>0.219</answer>' (gold .185)
k100p:4|wrong|tag|'<answer>0.250</answer>' (gold .185)
k100p:5|wrong|tag|'<answer>0.089</answer>' (gold .185)
k100p:6|wrong|tag|'<answer>0.250</answer>' (gold .185)
k100p:7|wrong|tag|'<answer>0.228</answer>' (gold .185)
k101p7:0|wrong|tag|'<answer>10</answer>' (gold 8)
k101p7:1|correct|tag|several retracted counts (2.5, 5, 7, 4) in the think block, then '= 8 ways' and '<answer>8 </answer>'
k101p7:2|wrong|tag|'<answer>6 </answer>' (gold 8)
k101p7:3|wrong|answer_colon|no '<answer>' and no '</think>': '\nAnswer: 5 </answer>' ends the response (gold 8)
k101p7:4|wrong|tag|'<answer>7 </answer>' (gold 8)
k101p7:5|wrong|tag|'<answer>7</answer>' (gold 8)
k101p7:6|wrong|tag|'<answer> 7 </answer>' (gold 8)
k101p7:7|wrong|tag|joined across pages 7/8; '<answer>4 </answer>' (gold 2)
k101p8:0|correct|tag|
k101p8:1|correct|tag|
k101p8:2|correct|tag|
k101p8:3|correct|tag|
k101p8:4|correct|tag|
k101p8:5|correct|tag|
k101p8:6|correct|tag|
k101p8:7|correct|tag|'\boxed{3}' in the think block, then the tag
k101p8:8|correct|tag|'\boxed{3}' in the think block, then the tag
k101p8:9|correct|tag|'\boxed{3}' in the think block, then the tag
k101p8:10|correct|tag|'\boxed{3}' in the think block, then the tag
k102p7:0|wrong|tag|'<answer> $(\frac{8}{5}, \frac{6}{5}, 4)$ </answer>' (gold (11/5, 2/5, 5))
k102p7:1|wrong|tag|'<answer> $\left(\frac{4}{5}, \frac{6}{5}, \frac{16}{5}\right)$ </answer>' (gold (11/5, 2/5, 5))
k102p7:2|wrong|tag|'<answer> $(1.2,1.8,4.4)$ </answer>' (gold (2.2, 0.4, 5))
k102p7:3|wrong|tag|'<answer> $(4, -2, 8)$ </answer>' (gold (11/5, 2/5, 5))
k102p7:4|wrong|tag|'Let's compute this using Python.' then '<answer>$(x, y, z) = \left(\frac{106}{25}, \frac{122}{25}, \frac{18}{5}\right)$</answer>' (gold (11/5, 2/5, 5))
k102p7:5|correct|tag|
k102p7:6|correct|tag|
k102p7:7|correct|tag|
k102p7:8|correct|tag|joined across pages 7/8
k102p8:0|wrong|tag|'2x^2 - 17x + 33' then '<answer>18</answer>' (gold 28)
k102p8:1|correct|tag|
k102p8:2|correct|tag|
k102p8:3|correct|tag|
k102p8:4|correct|tag|'<answer> one </answer>' for the gold 1 (a number word; the working's reason, 576 mod 8 = 1, is false)
k102p8:5|correct|tag|
k102p8:6|wrong|tag|a plan only, then '<answer>2 </answer>' (gold 1)
k102p8:7|wrong|tag|a plan only, then '<answer>2 </answer>' (gold 1)
k102p8:8|correct|tag|a false reason (base 9), the tag holds 1 = gold
k102p8:9|correct|tag|'<answer> 1 </answer>'
k102p8:10|wrong|tag|a plan only, then '<answer>2 </answer>' (gold 1)
k103p7:0|correct|tag|'<answer>0.155</answer>' for '.155'
k103p7:1|correct|tag|'<answer>0.155</answer>' for '.155'; a raw '≈' in the working
k103p7:2|correct|tag|'<answer>0.155</answer>' for '.155'
k103p7:3|wrong|tag|'<answer> $2\sqrt{6018}$ </answer>' (about 155.2; gold 8\sqrt{1003}, about 253.4)
k103p7:4|wrong|tag|'2013.96 \approx 1006.5' then '<answer> 1006 </answer>' (gold 8\sqrt{1003})
k103p7:5|wrong|tag|'<answer> 8024/π </answer>' (gold 8\sqrt{1003})
k103p7:6|wrong|tag|'<answer> $6\sqrt{2006}$ </answer>' (about 268.7; gold 8\sqrt{1003}, about 253.4)
k103p7:7|wrong|tag|joined across pages 7/8; '\boxed{136}' in the think block, then '<answer>136</answer>' (gold 8\sqrt{1003})
k103p8:0|wrong|tag|'<answer> $34\sqrt{2}$ </answer>' (gold 8\sqrt{1003})
k103p8:1|wrong|tag|'<answer> $2\sqrt{2} $</answer>' (gold 8\sqrt{1003})
k103p8:2|wrong|tag|'<answer>206</answer>' (gold 8\sqrt{1003})
k103p8:3|wrong|tag|invented options: '<answer> $\boxed{\textbf{(A)}\ 1}$ </answer>' (gold 375)
k103p8:4|wrong|tag|'\boxed{2700}' in the think block, then '<answer>2700</answer>' (gold 375)
k104p7:0|wrong|tag|'<answer>9π - 18</answer>' (gold \pi - 2)
k104p7:1|correct|tag|'<answer> $\frac{3}{4}$ </answer>' for '\frac34'
k104p7:2|correct|tag|'<answer> $\frac{3}{4}$ </answer>' for '\frac34'
k104p7:3|wrong|tag|'<answer> $\frac{7}{10}$ </answer>' (gold \frac34)
k104p7:4|wrong|tag|'<answer>$\frac{7}{10}$</answer>' (gold \frac34)
k104p7:5|correct|tag|'<answer>$\frac{3}{4}$</answer>' for '\frac34'
k104p7:6|correct|tag|'<answer>$\frac{3}{4}$</answer>' for '\frac34'
k104p7:7|wrong|tag|joined across pages 7/8; the working finds the mean of 7/10 and 4/5 is 3/4, then 'the number $\frac{7}{10}$ is the arithmetic mean' and '<answer>$\frac{7}{10}$ </answer>' (gold \frac34): the gold only in the working
k104p8:0|correct|tag|'<answer> $\frac{3}{4}$ </answer>' for '\frac34'
k104p8:1|wrong|tag|'<answer>100 </answer>' (gold 101)
k104p8:2|wrong|tag|'<answer>50</answer>' (gold 101)
k104p8:3|wrong|tag|'<answer> 100 </answer>' (gold 101)
k104p8:4|wrong|tag|'<answer> 153 </answer>' (gold 101)
k104p8:5|wrong|tag|'<answer>251</answer>' (gold 101)
k105p7:0|wrong|tag|'<answer>$$7.07$$</answer>' (gold \approx 8.24 \text{ mph})
k105p7:1|wrong|tag|'<answer> 7.50 </answer>' (gold about 8.24)
k105p7:2|wrong|tag|'<answer>7.36</answer>' (gold about 8.24)
k105p7:3|wrong|tag|'x=\frac{25}{18}' in the working, '<answer>$7.22$ </answer>' (gold about 8.24)
k105p7:4|wrong|tag|'<answer> 9.22 ft/s </answer>' (gold about 8.24 mph)
k105p7:5|wrong|tag|'<answer> $x \approx 6.32$ mph </answer>' (gold about 8.24)
k105p7:6|wrong|boxed|joined across pages 7/8; no tags; Python output (8.344070912087432, -0.18975418754767077), then '\(\boxed{8.34}\)' last (gold about 8.24)
k105p8:0|wrong|tag|'<answer> $r \approx 6.37$ </answer>' (gold about 8.24)
k105p8:1|correct|tag|'5:00 PM' in the working, '<answer>05:00</answer>' for '05\!:\!00'
k105p8:2|correct|tag|'<answer>05:00</answer>' for '05\!:\!00'
k105p8:3|correct|tag|'<answer>05:00</answer>' for '05\!:\!00'
k105p8:4|correct|tag|'at 5:00' in the working, '<answer>05:00</answer>' for '05\!:\!00'
k105p8:5|correct|tag|'<answer>05:00 </answer>' for '05\!:\!00'
k105p8:6|correct|tag|'<answer>05:00 </answer>' for '05\!:\!00'
k90p:0|wrong|tag|a box inside the tag: '<answer> $\boxed{\frac{96\pi-96}3}$ </answer>' (gold 24 \pi)
k90p:1|wrong|tag|'<answer> $16\pi - 14$ </answer>' (gold 24 \pi)
k90p:2|wrong|tag|'<answer>16π</answer>' (gold 24 \pi)
k90p:3|wrong|tag|'<answer> $\pi(64-\sqrt{64\cdot4/5})-...=16\pi+\frac{32}{\sqrt{5}}-\frac{24}{\sqrt{5}}+\frac{32}{3}-16$</answer>' (about 48.5; gold 24 \pi, about 75.4)
k90p:4|correct|tag|
k90p:5|correct|tag|
k90p:6|correct|tag|'<answer> $8$ </answer>'
k90p:7|correct|tag|
k90p:8|correct|tag|
k90p:9|correct|tag|
k90p:10|correct|tag|'\boxed{8}' in the think block, then the tag
k90p:11|correct|tag|
k91p:0|wrong|tag|'4\cos x \cos 3x \cos 5x' in the working, then '<answer>43</answer>' (gold 13)
k91p:1|correct|tag|a false factorisation '4\cos(5x)\cos(3.5x)\cos(0.5x)' summed to '4 + 5 + 3.5 + 0.5 = 13', the tag holds 13 = gold
k91p:2|wrong|tag|'<answer> 8 </answer>' (gold 13)
k91p:3|wrong|tag|'a = 4, b = 5, c = 3, d = 1' (sum 13) in the working, then '<answer>19</answer>' (gold 13): the gold only in the working
k91p:4|wrong|tag|'\boxed{18}' in the think block, then '<answer>18</answer>' (gold 13)
k91p:5|wrong|tag|'<answer>6</answer>' (gold 13)
k91p:6|wrong|tag|'a = 4, b = 5, c = 3, d = 1' in the working, then '<answer>41</answer>' (gold 13)
k91p:7|wrong|tag|'\boxed{14}' in the think block, then '<answer>14</answer>' (gold 13)
k92p:0|wrong|tag|key inferred (the line opens on page 7); '\boxed{...}' in the think block, then '<answer> (10 [2 \cos (27 \pi/22)], 7 \pi/22) </answer>' (r about -15.1; gold (10\sqrt2, 19\pi/44))
k92p:1|wrong|tag|'<answer>$(20, \frac{19 \pi}{22})$</answer>' (gold (10\sqrt2, 19\pi/44))
k92p:2|wrong|tag|'<answer>2 </answer>' (gold 0)
k92p:3|wrong|tag|'<answer>2 </answer>' (gold 0)
k92p:4|correct|tag|'\boxed{0}' in the think block, then the tag
k92p:5|correct|tag|
k92p:6|correct|tag|
k92p:7|correct|tag|
k92p:8|correct|tag|wrong residues in the working (i^{14762} = 1, ...), the tag holds 0 = gold
k92p:9|correct|tag|a raw '÷' in the working
k92p:10|wrong|tag|'<answer>18</answer>' (gold 72)
k93p:0|correct|tag|'<answer>137°</answer>' for '137^\circ'
k93p:1|correct|tag|'<answer> 137° </answer>' for '137^\circ'
k93p:2|correct|tag|'<answer> 137^\circ </answer>'
k93p:3|wrong|tag|'<answer>43</answer>' (gold 137^\circ)
k93p:4|correct|tag|'<answer>19 </answer>'
k93p:5|wrong|tag|'<answer>101</answer>' (gold 19)
k93p:6|correct|tag|
k93p:7|correct|tag|
k93p:8|wrong|tag|'b = 16.625' then 'b = 17' and '<answer>17 </answer>' (gold 19)
k93p:9|correct|tag|
k93p:10|correct|tag|
k94p:0|wrong|boxed|no tags; '\[\n\boxed{2}\n\]' last (gold \frac{3 \sqrt{3}}{2})
k94p:1|wrong|boxed|no tags; 'The final answer is \(\boxed{2}\).' (gold \frac{3 \sqrt{3}}{2})
k94p:2|wrong|tag|'<answer>2</answer>' (gold \frac{3 \sqrt{3}}{2})
k94p:3|wrong|boxed|no tags; Python output 2, then '\(\boxed{2}\)' last (gold \frac{3 \sqrt{3}}{2})
k94p:4|wrong|tag|'<answer>2</answer>' (gold \frac{3 \sqrt{3}}{2})
k95p:0|wrong|boxed|key inferred (the line opens on page 7); no tags; Python code raising an AssertionError, more code with output 0.2, then '\boxed{\frac{1}{5}}' last (gold \frac{1}{8})
k95p:1|correct|boxed|no tags; 'So the final answer is \(\boxed{\frac{1}{8}}\).' then 'Let's confirm this with Python code.' and code with no output to the end
k95p:2|correct|tag|'<answer> $\frac{1}{8}$ </answer>'
k95p:3|wrong|tag|'\boxed{\frac{1}{5}}' in the think block, then '<answer> $\frac{1}{5}$ </answer>' (gold \frac{1}{8})
k95p:4|correct|tag|a box inside the tag: '<answer> $\boxed{\frac{1}{8}}$ </answer>'
k96p:0|correct|tag|
k96p:1|correct|tag|
k96p:2|correct|tag|
k96p:3|correct|tag|
k96p:4|correct|tag|
k96p:5|correct|tag|
k96p:6|correct|boxed|no tags; '\(\boxed{9}\).' last
k96p:7|correct|tag|
k96p:8|no_answer|truncated|no tags; one align block repeating the same line until the 1024-token cap cuts it inside '\frac{2' before any value of n is stated
k96p:9|wrong|tag|'\boxed{72.5}' in the think block, then '<answer>72.5</answer>' (gold 1)
k97p:0|wrong|tag|key inferred (the line opens on page 7); '<answer>2/9 </answer>' (gold \frac{5}{18})
k97p:1|wrong|tag|'<answer>1/18</answer>' (gold \frac{5}{18})
k97p:2|correct|tag|
k97p:3|correct|tag|
k97p:4|correct|tag|
k97p:5|correct|tag|'<answer> \(\frac{1}{2048}\) </answer>'
k97p:6|correct|tag|
k97p:7|correct|tag|'<answer> \(\frac{1}{2048}\) </answer>'
k97p:8|correct|tag|'<answer> \(\frac{1}{2048}\) </answer>'
k98p:0|correct|tag|'\boxed{28}' in the think block, then the tag
k98p:1|correct|tag|a stray '$$' ('= 28.$$') before '</think>'; '<answer> 28 </answer>'
k98p:2|correct|tag|
k98p:3|correct|tag|
k98p:4|correct|tag|'<answer> $\frac{3\sqrt{13}}{13}$ </answer>'
k98p:5|correct|tag|'<answer>$\frac{3}{\sqrt{13}}$</answer>' for '\frac{3\sqrt{13}}{13}' (the same value, denominator not rationalised)
k99p:0|wrong|tag|'<answer>20</answer>' (gold 10\sqrt{3})
k99p:1|wrong|answer_colon|no '<answer>': '\n\nAnswer: 10</think>' ends the response (gold 10\sqrt{3})
k99p:2|wrong|tag|'<answer>20</answer>' (gold 10\sqrt{3})
k99p:3|correct|tag|'20 units' retracted in the working; '<answer> 10√3 </answer>' for '10\sqrt{3}'
k99p:4|wrong|tag|'<answer>$5\sqrt{3}$</answer>' (gold 10\sqrt{3})
k99p:5|correct|tag|'<answer> $10\sqrt{3}$ </answer>'
k99p:6|correct|tag|'2 * 10 = 20' retracted in the working; '<answer> $10\sqrt{3}$ </answer>'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
