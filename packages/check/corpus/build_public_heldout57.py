__doc__ = r"""Build public_heldout57.jsonl: a 57th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (metrics, format_reward, answer_reward, reward, rewards and the
like) were not used to label.

Method (rounds 53 and 55's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: the file's JSON string (decoded once
more by the build). The helper pasted each completion's string as the read_file answer displays it
(the page text JSON-escaped once more) into scratch files (scratch_*.txt, one record a line: source,
record number, key, file gold, question opening and the display string, separated by ' ||| '), and
a small script (mk.py) decoded that display form once into the file-level string (`r`), checked
that `r` decodes and that the decoded completion holds no control character but newline and
carriage return; no record was re-encoded or retyped from its decoded form. One exception, stated
in full: the two KleistvonLiu pages read for steps 76 and 77 (k76p, k77p; 8 records) DISPLAY a
response's LaTeX backslashes one level less escaped than its JSON escapes ('\\(\\text' beside
'\\n' for a newline, where every other page read shows '\\\\(' for the same file text); for these
two sources only mk.py rebuilt the file-level string from the display by escaping every backslash
that is not a newline escape (a '\n' not opening \neq, \ne, \nabla, \not, \ni, \nu, \newline, \ngeq,
\nleq, \neg, \nmid), a quote escape, a \uXXXX escape or an escaped backslash; the completions so
rebuilt were read back and hold the LaTeX as written ('\(\text{Percentage}', '\binom{4}{2}',
'\boxed{72}') and real newlines. A record is taken only when its whole completion lies on the
pages read; a completion crossing the edge between two consecutive pages that were both read this
round was joined at the edge (the two display strings concatenated): cp1248 rec 17 = eval_outputs
line 173 completion 1 across 1248000/1264000; cp1280 rec 0 = line 175 completion 4 across
1264000/1280000; cp1296 rec 0 = line 177 completion 5 across 1280000/1296000; cp1312 rec 0 = line
179 completion 4 across 1296000/1312000. No KleistvonLiu rollout was joined. KleistvonLiu records
whose prompt opens on page 6 (read by rounds 53 and 55, not this one) but whose response and gold
lie wholly on page 7 were taken as read, the key inferred from the next line's (question_index,
rollout_index): k77p rec 0 (step 77 q6 r1), k78p rec 0 (step 78 q7 r3), k79p rec 0 (step 79 q6
r5), k80p rec 0 (step 80 q7 r6), k82p rec 0 (step 82 q8 r3), k87p rec 0 (step 87 q6 r6), k88p rec 0
(step 88 q7 r5). Records whose response and gold lie wholly on the page and only the line's later
metadata crosses into page 8 (not read) were taken (k76p rec 2, k83p rec 8, k88p rec 8). Not
transcribed (read, but left out): the first, partial response of a page that opens inside one
whose start is on page 6 (step 83 q7 r3, step 85 q6 r7); page openings inside metadata (steps 76,
81, 84, 86, 89: nothing to take); the last rollout of every KleistvonLiu page read whose response
crosses into page 8 (not read); codearky line 168 completion 5 (its start is on 1216000, read by
round 55, not re-read this round) and line 184 completion 7 (crosses into 1344000, not read).
Nothing is shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of rounds
1-56 (the completion fields of packages/check/corpus/public_heldout*.jsonl, 56 files, 15,469
distinct completions, by script, dedup.py, reading no labels) and with the others of this round.
None of the 243 kept repeats an earlier round's completion and no two are equal; nothing was left
out as a repeat.

Repositories (243 records): KleistvonLiu/assignment5-alignment 114 (46.9 %),
codearky/cross-policy-with-trl 129 (53.1 %); only these two (another helper gathered from other
repositories at the same time). No licence file was found for either in the index (rounds 16-55
looked, find_files path LICENSE; not looked up again this round); `licence` per record.

Split: think_answer 243 (every record's prompt asks for the tag format; 227 are labelled by an
answer tag (among them stray and doubled '</think>' closings, a pseudo-closing '</thought>', a
'[/think]', a '\end think' with no '</think>', a 'Think:' marker, tags holding 'p(x) = ...', '150 mL',
'sqrt(119)', a raw '√119', '\boxed{13}', equations '... = 0', a tag followed by a '<think>' block
and the same tag again, a tag then 'thro' / 'think' and a bare 'answer\n60'), 10 by a last box with
no answer tag (8 of them after Python or SymPy with its output, one of those followed by an invented
problem cut at the length cap), 1 by 'Answer: $164$' (answer_colon), 1 by a last stated result in a
response cut at the cap (prose_sentence, k89p rec 2, debatable), and 4 with no final answer (all cut
at the 1024-token cap; k88p rec 4 debatable)). GSM8K 129 (codearky), MATH 114 (KleistvonLiu). No
long chain-of-thought source this round: the brief named only these two repositories, both
tag-format (their untagged completions, boxes, Python with outputs and cut-off working, are the
nearest to chain-of-thought here). Truths: correct 185, wrong 54, no_answer 4 (GSM8K 115 / 14 / 0,
MATH 70 / 40 / 4). Forms: tag 227, boxed 10, truncated 4, prose_sentence 1, answer_colon 1. 2
debatable (k88p rec 4, k89p rec 2).

Pages read this round (for the next round not to repeat them): KleistvonLiu/assignment5-alignment
outputs/grpo_full_mathv2/rollout_step_0000NN/rollouts.jsonl offset 112000 (page 7) of steps 76-89;
codearky/cross-policy-with-trl eval_outputs.jsonl offsets 1232000, 1248000, 1264000, 1280000,
1296000, 1312000, 1328000.

Selection (records as they come, not by how hard they look; each file read from the offset named,
in file order; every record whose completion lies on the pages read taken unless said above):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold): outputs/grpo_full_mathv2/rollout_step_0000NN/
  rollouts.jsonl, page 7 (offset 112000) of steps 76-89 (= k76p ... k89p). Forms: '<answer>12</answer>'
  and '<answer>30</answer>' for the gold 8, no tags with Python and a closing box, '\boxed{54}' then an
  invented problem cut at the cap, '<answer>150 mL </answer>', '</thought> <answer>8 </answer>',
  '\boxed{002}' then '<answer>002</answer>', '[/think] <answer>1</answer>' after a working that says
  d = 0, '<answer>p(x) = x^2 - 2x + 2</answer>', '<answer> \boxed{13} </answer>', '<answer>
  sqrt(119) </answer>', '<answer>√119 </answer>', quadratics written as equations, '<answer>$\frac{1}{2}
  + \frac{\sqrt{11}}{2}$</answer>', '\end think <answer> 2 </answer>', responses cut at the 1024-token
  cap (one inside a list of numbers, one after an approximate point), '${answer>6361/100</think>' then
  a rethink cut at the cap, 'Answer: $164$' with no tags.
* codearky/cross-policy-with-trl (GSM8K test in order; the tag prompt; the cross-policy run's
  policy0/checkpoint-700 block that starts at line 101): eval_outputs.jsonl pages at 1232000
  (cp1232), 1248000 (cp1248), 1264000 (cp1264), 1280000 (cp1280), 1296000 (cp1296), 1312000 (cp1312),
  1328000 (cp1328): lines 168-184 (GSM8K test 67-83). Forms: '<answer>\n$7,425\n</answer>',
  '<answer>\n\$7,425.00\n</answer>', '<answer>\n$88.00\n</answer>', '<answer>$60</answer>', '<think>'
  blocks (many opening with the template's 'Reason here.') AFTER the working, stray '</think>'
  closings (one to three) before the tag, the same tag twice around a '<think>' block, 'thro' /
  'think' / 'answer\n60' after a tag, a 'Think:' marker, no tags with a closing '$\boxed{255}$',
  '\u00d7', '\u00f7', '\u2019', '\u2248' escapes kept as the file writes them.

Label conventions (rounds 37-55's): the last final answer counts; a hedge between values or the gold
with another value is wrong; a response cut before any final answer is no_answer; equal in value but
written differently is correct (a '$' sign and cents, '7,425' for 7425, '7425.00', '150 mL' for 150,
'sqrt(119)' and '√119' for '\sqrt{119}', '\(\frac{\pi}{5}\)', '(2, 6)' for '(2,6)', 'p(x) = x^2 - 2x +
2' for the polynomial); another quantity is wrong; in the tag format the `<answer>` content is the
final answer whatever the working says (k81p rec 3: the working says d = 0, the box and tag hold 1:
correct; cp1296 rec 12: the working calls the cheaper option more expensive, the tag holds 6:
correct); with no answer tag the completion is labelled by its last box or last stated result;
malformed or pseudo-tags do not change which answer counts; a completion that goes on with an
invented problem is labelled by the answer to the question actually posed (k77p rec 4: 54, wrong).
Debatable this round: k88p rec 4 (no tags; 'approximately $(1.816, 5.632)$. However, we need to
express the exact coordinates.' then cut at the cap: no_answer by the cut, wrong if the approximate
point counts as the final answer; gold (2,6)); k89p rec 2 (a malformed '${answer>6361/100</think>'
then a rethink stating 'x^2 + y^2 = ... = 7724' and cut at the cap inside a sentence: wrong by the
last stated result, no_answer if the cut makes it count as unfinished; gold 146).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question that opens with the record's
question words (taken from codearky's user turn), checked equal to the file's own `answer`; all
codearky questions are in gsm8k/test.jsonl (lines 67-83, 0-based). MATH: the KleistvonLiu problems'
opening words are looked up in MATH-500 (gold checked equal there when found), else the file's own
answer (its MATH test gold, `ground_truth`, as transcribed).

Leads for a later round: KleistvonLiu page 7 (offset 112000) of steps 90-105 and page 8 (offset
128000) of steps 74-89 (each page 7 read here ends inside a rollout that page 8 completes);
codearky eval_outputs.jsonl from 1344000 (line 184 completion 7 on, which needs 1328000 read again
to join; the file is 1,456,743 characters, about 7 pages left).

Usage: python build_public_heldout57.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout57.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout57.jsonl"
SOURCE = "public_heldout57"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-55 took pages 0-6 of steps "
    "74-105 and page 7 of steps 74-75; this round page {} (offset {}) of step {}), "
    "rollout step {}, on MATH test problems; the record is one line's response (the "
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

CP, CPC = "codearky/cross-policy-with-trl", "c3a95863b29f4ceebd8687e2fa0f3563428f5f9a"
CPX_MODEL = (
    "a cross-policy GRPO checkpoint: runs/cross-policy-grpo-qwen/20260109_151644/policy0/"
    "checkpoint-700 (the file's model field; from line 101 on the file holds this model's block, "
    "GSM8K test questions again from question 0: line N = GSM8K test question N-101); policy 0 of "
    "the repo's cross-policy GRPO run (trl/examples/scripts/cross_policy_grpo.py, which round 16 "
    "read for baseline0; not re-read here), from Qwen/Qwen2.5-0.5B-Instruct on GSM8K train, "
    "sampled by the same eval script (8 completions a question); this round the page at {}; the "
    "record is one entry of a line's `completions`"
)
CP_PROMPT = (
    "chat template, system '\\nYou will be given a math question.\\nReason about the question and "
    "correct your own mistakes if you make any.\\n\\nRespond in the following format:\\n<think>\\n"
    "Reason here. Decide to answer when you are confident as your response length is limited.\\n"
    "</think>\\n<answer>\\nAnswer here.\\n</answer>\\n', user '{question}' (the file's prompt field)"
)

# short id -> (step, page); page 7 = offset 112000
KL_PAGES = {f"k{step}p": (step, 7) for step in range(76, 90)}


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
    "cp1232": _cp("cp1232", "1232000 (line 168 completions 6-7, line 169, line 170; the page opens "
                  "inside line 168 completion 5, whose start is on 1216000, not re-read this round, "
                  "not taken)"),
    "cp1248": _cp("cp1248", "1248000 (line 171, line 172, line 173 completions 0-1; rec 17 = line "
                  "173 completion 1 joined across 1248000/1264000)"),
    "cp1264": _cp("cp1264", "1264000 (line 173 completions 2-7, line 174, line 175 completions 0-3)"),
    "cp1280": _cp("cp1280", "1280000 (line 175 completions 4-7, line 176, line 177 completions 0-4; "
                  "rec 0 = line 175 completion 4 joined across 1264000/1280000)"),
    "cp1296": _cp("cp1296", "1296000 (line 177 completions 5-7, line 178, line 179 completions 0-3; "
                  "rec 0 = line 177 completion 5 joined across 1280000/1296000)"),
    "cp1312": _cp("cp1312", "1312000 (line 179 completions 4-7, line 180, line 181; rec 0 = line 179 "
                  "completion 4 joined across 1296000/1312000)"),
    "cp1328": _cp("cp1328", "1328000 (line 182, line 183, line 184 completions 0-6; line 182's "
                  "question opens on 1312000, its answer and completions lie on 1328000)"),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
k76p:0|wrong|tag|'12% of the people' then '<answer>12</answer>' (gold 8)
k76p:1|wrong|tag|'5\%' in the think block, '<answer>5</answer>' (gold 8)
k76p:2|wrong|tag|'<answer>30</answer>' (gold 8)
k77p:0|correct|boxed|no tags; SymPy code with its output 72, then '\(\boxed{72}\)' last
k77p:1|correct|boxed|no tags; Python with its output 72, then '\[\n\boxed{72}\n\]' last
k77p:2|correct|boxed|no tags; Python with its output 72, then '\(\boxed{72}\)' last
k77p:3|correct|boxed|no tags; Python with its output 72, then '\( \boxed{72} \)' last
k77p:4|wrong|boxed|no tags; Python with its output 54 and '\(\boxed{54}\)' (gold 72), then an invented problem (a circumcenter dot-product identity) cut at the 1024-token cap: labelled by the answer to the question posed
k78p:0|correct|tag|'<answer>3 </answer>'
k78p:1|correct|tag|
k78p:2|correct|tag|
k78p:3|correct|tag|
k78p:4|correct|tag|
k78p:5|correct|tag|'<answer> 150 </answer>'
k78p:6|wrong|tag|'<answer>7500</answer>' (gold 150)
k78p:7|correct|tag|
k78p:8|correct|tag|
k78p:9|correct|tag|'\*' in the working
k78p:10|correct|tag|
k78p:11|correct|tag|'<answer>150 mL </answer>' for the gold 150 (a unit in the tag)
k79p:0|wrong|tag|'\boxed{002}' then '<answer>002</answer>' (gold 157)
k79p:1|wrong|tag|'\boxed{13}' then '<answer>13</answer>' (gold 157)
k79p:2|wrong|tag|'<answer>208</answer>' (gold 157)
k79p:3|correct|tag|
k79p:4|correct|tag|
k79p:5|wrong|tag|a pseudo-closing '</thought>' then '<answer>8 </answer>' (gold 12)
k79p:6|correct|tag|'<answer>12 </answer>'
k79p:7|correct|tag|'<answer>12 </answer>'
k79p:8|correct|tag|'<answer>12 </answer>'
k80p:0|correct|tag|'<answer> -484 </answer>'
k80p:1|correct|tag|'<answer> -484 </answer>'
k80p:2|correct|tag|
k80p:3|correct|tag|
k80p:4|correct|tag|
k80p:5|wrong|tag|'\approx 134$ cents' then '<answer>134</answer>' (gold 13)
k80p:6|correct|tag|
k80p:7|correct|tag|
k80p:8|correct|tag|'$\boxed{13}$ cents' in the think block, then '<answer>13</answer>'
k81p:0|correct|tag|
k81p:1|correct|tag|
k81p:2|correct|boxed|no tags; 'The answer is:\n\[\n\boxed{1}\n\]' last
k81p:3|correct|tag|the working says 'd = \frac{3 - 3}{2} = 0' then 'Therefore, $d = \boxed{1}$.[/think] <answer>1</answer>': the tag holds the gold; a pseudo-closing '[/think]'
k81p:4|wrong|tag|'<answer> -1 </answer>' (gold 1)
k81p:5|correct|tag|
k81p:6|correct|tag|'<answer> $\frac{41}{90}$ </answer>'
k81p:7|correct|tag|'<answer> $\frac{41}{90}$ </answer>'
k82p:0|correct|tag|'<answer> $x^2 - 2x + 2$ </answer>'
k82p:1|correct|tag|'<answer>p(x) = x^2 - 2x + 2</answer>' (the polynomial with its name)
k82p:2|correct|tag|
k82p:3|correct|tag|
k82p:4|correct|tag|
k82p:5|no_answer|truncated|no tags; numpy code with its output [16. -3.], then the line's equation begun and cut at the 1024-token cap inside '\frac' before any slope is stated
k82p:6|correct|boxed|no tags; Python with its output 24.00000000000002, then '\(\boxed{24}\)' last
k83p:0|wrong|tag|'<answer> \boxed{13} </answer>' (gold \sqrt{119})
k83p:1|correct|tag|'<answer> sqrt(119) </answer>' for '\sqrt{119}'
k83p:2|correct|tag|'<answer> \(\sqrt{119}\) </answer>'
k83p:3|correct|tag|'<answer>√119 </answer>' (a raw '√') for '\sqrt{119}'
k83p:4|wrong|tag|'<answer> $x^2-2x-5$ </answer>' (gold x^2+4x+1)
k83p:5|wrong|tag|'<answer> $x^2 + 4x + 4 = 0$ </answer>' (gold x^2+4x+1)
k83p:6|wrong|tag|'<answer> $x^2 + 4x - 1 = 0$ </answer>' (gold x^2+4x+1)
k83p:7|wrong|tag|'<answer> $x^2 + 4x + 3 = 0$</answer>' (gold x^2+4x+1)
k83p:8|wrong|tag|'\boxed{3x^2-9x+4=0}' then '<answer> $3x^2-9x+4=0$ </answer>' (gold x^2+4x+1)
k84p:0|wrong|tag|'<answer>5 </answer>' (gold 75)
k84p:1|correct|tag|
k84p:2|correct|tag|
k84p:3|correct|tag|
k84p:4|correct|tag|
k84p:5|wrong|tag|'<answer> $1$ </answer>' (gold 1 + \sqrt[3]{2})
k84p:6|wrong|tag|'<answer>2</answer>' (gold 1 + \sqrt[3]{2})
k84p:7|wrong|tag|'<answer>$\frac{1}{2} + \frac{\sqrt{11}}{2}$</answer>' (gold 1 + \sqrt[3]{2})
k84p:8|wrong|tag|'<answer>1</answer>' (gold 1 + \sqrt[3]{2})
k84p:9|wrong|tag|'<answer>1</answer>' (gold 1 + \sqrt[3]{2})
k85p:0|correct|boxed|no tags; Python with its output 3000, then '\(\boxed{3000}\)' last
k85p:1|wrong|tag|'<answer>9000</answer>' (gold 3000)
k85p:2|correct|tag|
k85p:3|correct|tag|
k85p:4|wrong|tag|'= 2999' then '<answer>2999 </answer>' (gold 3000)
k85p:5|correct|tag|
k85p:6|no_answer|truncated|no tags; '12 x 3 = 360' in passing, then a list of four-digit numbers cut at the 1024-token cap before any count is stated
k85p:7|correct|tag|
k86p:0|wrong|tag|'<answer>1 - sqrt(1 - x^2)</answer>' (gold \frac{x^2}{4} - 1)
k86p:1|correct|tag|'k = \boxed{20}' then '<answer>20</answer>'
k86p:2|wrong|tag|'<answer>10</answer>' (gold 20)
k86p:3|correct|tag|
k86p:4|wrong|tag|'<answer>10</answer>' (gold 20)
k86p:5|correct|tag|
k86p:6|wrong|tag|no '</think>'; '\end think <answer> 2 </answer>' (gold 20)
k86p:7|wrong|tag|'<answer>100</answer>' (gold 20)
k86p:8|wrong|tag|'<answer>2</answer>' (gold 20)
k86p:9|correct|tag|
k87p:0|wrong|tag|'<answer>99</answer>' (gold 198)
k87p:1|wrong|tag|'<answer> 99 </answer>' (gold 198)
k87p:2|wrong|tag|'<answer> 0.5 </answer>' (gold 3/4)
k87p:3|correct|tag|'<answer>$\frac{3}{4}$</answer>'
k87p:4|no_answer|truncated|no tags; Python timed out, x_1 = 3/4 tried by substitution, cut at the 1024-token cap inside '= \frac' before any value is stated as the answer
k87p:5|wrong|tag|'<answer>$1/2$</answer>' (gold 3/4)
k87p:6|correct|tag|'<answer>$\frac{3}{4}$</answer>'; garbled words 'sum bun çıktஇng' in the working
k88p:0|correct|tag|'<answer> $\frac{\pi}{5}$ </answer>'
k88p:1|correct|tag|'<answer> $\frac{\pi}{5}$ </answer>'
k88p:2|correct|tag|'\boxed{\frac{\pi}{5}}' in the think block, then '<answer> \(\frac{\pi}{5}\) </answer>'
k88p:3|correct|tag|'<answer> $(2, 6)$ </answer>' for '(2,6)'
k88p:4|no_answer|truncated|debatable: no tags; 'approximately $(1.816, 5.632)$. However, we need to express the exact coordinates.' then cut at the 1024-token cap inside '\frac{1368': no_answer by the cut (wrong if the approximate point counts as the final answer; gold (2,6))
k88p:5|correct|tag|'<answer> $(2, 6)$ </answer>'
k88p:6|wrong|tag|'<answer>(7/2, 6)</answer>' (gold (2,6))
k88p:7|correct|tag|'<answer> $(2, 6) $ </answer>'
k88p:8|correct|tag|'<answer>$(2, 6)$</answer>'
k89p:0|wrong|tag|'<answer>113</answer>' (gold 146)
k89p:1|wrong|boxed|no tags; SymPy code with its output ([(7, 6)], [85]), then '\boxed{85}' last (gold 146)
k89p:2|wrong|prose_sentence|debatable: a malformed '${answer>6361/100</think>', then a rethink stating 'x^2 + y^2 = (x + y)^2 - 2xy = 88^2 - 2 \cdot 10 = 7744 - 20 = 7724' and SymPy output, cut at the 1024-token cap mid-sentence: wrong by the last stated result (no_answer if the cut makes it count as unfinished; gold 146)
k89p:3|wrong|answer_colon|no tags; 'Answer: $164$' ends the response (gold 146)
k89p:4|correct|tag|
k89p:5|correct|tag|raw '÷' characters
k89p:6|correct|tag|
k89p:7|correct|tag|
cp1232:0|correct|tag|'\u00d7' escapes
cp1232:1|correct|tag|
cp1232:2|correct|tag|
cp1232:3|correct|tag|
cp1232:4|correct|tag|
cp1232:5|correct|tag|a '<think>' block AFTER the working
cp1232:6|correct|tag|
cp1232:7|correct|tag|
cp1232:8|correct|tag|a '<think>' block AFTER the working
cp1232:9|correct|tag|a '<think>' block AFTER the working
cp1232:10|correct|tag|'<answer>\n$60\n</answer>'
cp1232:11|correct|tag|'<answer>\n$60\n</answer>'
cp1232:12|correct|tag|
cp1232:13|correct|tag|'<answer>\n$60\n</answer>'
cp1232:14|correct|tag|a '<think>' block 'I realized my arithmetic mistake ...' AFTER the working, recomputing 60, then '<answer>\n$60\n</answer>'
cp1232:15|correct|tag|'<answer>\n$60\n</answer>'
cp1232:16|correct|tag|'<answer>\n$60\n</answer>'
cp1232:17|correct|tag|
cp1248:0|wrong|tag|two stray '</think>' closings then '<answer>$7350</answer>' (gold 7425)
cp1248:1|correct|tag|'<answer>\n$7,425\n</answer>'
cp1248:2|correct|tag|'<answer>\n\$7,425.00\n</answer>'
cp1248:3|correct|tag|'<answer>\n$7425\n</answer>'; a '\u2019' escape
cp1248:4|correct|tag|
cp1248:5|correct|tag|'<answer>\n$7,425\n</answer>'
cp1248:6|correct|tag|a '<think>' block AFTER the working; '<answer>$7425.00</answer>'
cp1248:7|correct|tag|'<answer>\n\$7425.00\n</answer>'
cp1248:8|correct|tag|'<answer>\n60\n</answer>', a '<think>' block, then the same tag again
cp1248:9|correct|tag|a stray '</think>' before the tag
cp1248:10|correct|tag|
cp1248:11|correct|tag|
cp1248:12|correct|tag|
cp1248:13|correct|tag|'<answer>\n60\n</answer>', then 'thro', 'think', a rethink ending '</think>', and a bare 'answer\n60' ending the completion
cp1248:14|correct|tag|'<answer>\n60\n</answer>', a '<think>' block, then the same tag again
cp1248:15|correct|tag|'<answer>60</answer>', a '<think>' block, then the same tag again
cp1248:16|correct|tag|a '<think>' block AFTER the working; '<answer>\n$221\n</answer>'
cp1248:17|correct|tag|line 173 completion 1 joined across 1248000/1264000; '<answer>\n$221\n</answer>'
cp1264:0|correct|tag|
cp1264:1|correct|tag|'<answer>\n$221\n</answer>'
cp1264:2|correct|tag|a '<think>' block AFTER the working
cp1264:3|correct|tag|'<answer>\n$221\n</answer>'
cp1264:4|correct|tag|'<answer>\n\$221\n</answer>'
cp1264:5|correct|tag|'<answer>\n$221\n</answer>'
cp1264:6|correct|tag|a '<think>' block AFTER the working; '<answer>\n$255\n</answer>'
cp1264:7|correct|tag|'<answer>\n$255\n</answer>'
cp1264:8|correct|tag|'<answer>\n$255\n</answer>'
cp1264:9|correct|tag|'<answer>\n$255\n</answer>'
cp1264:10|correct|boxed|no tags; 'Shiela will pay $\boxed{255}$ each month for 3 months.' last
cp1264:11|correct|tag|'<answer>\n$255\n</answer>'
cp1264:12|correct|tag|a '<think>' block AFTER the working; '<answer>\n$255\n</answer>'; a '\u2019' escape
cp1264:13|correct|tag|'<answer>\n$255\n</answer>'
cp1264:14|correct|tag|'<answer>$88.00</answer>'
cp1264:15|correct|tag|'<answer>\n$88.00\n</answer>'
cp1264:16|correct|tag|
cp1264:17|correct|tag|'<answer>\n$88.00\n</answer>'
cp1280:0|correct|tag|line 175 completion 4 joined across 1264000/1280000; '<answer>\n$88\n</answer>'
cp1280:1|correct|tag|'<answer>\n$88\n</answer>'; '\u00d7' escapes
cp1280:2|correct|tag|'<answer>\n$88\n</answer>'
cp1280:3|correct|tag|'<answer>\n\$88\n</answer>'
cp1280:4|wrong|tag|'<answer>\n7.5\n</answer>' (gold 60); a '\u00f7' escape
cp1280:5|wrong|tag|'<answer>\n7.5\n</answer>' (gold 60)
cp1280:6|wrong|tag|'<answer>7.5</answer>' (gold 60)
cp1280:7|wrong|tag|'<answer>\n7.5\n</answer>' (gold 60)
cp1280:8|wrong|tag|'<answer>\n7.5\n</answer>' (gold 60)
cp1280:9|wrong|tag|'<answer>\n7.5\n</answer>' (gold 60)
cp1280:10|wrong|tag|'<answer>\n7.5\n</answer>' (gold 60)
cp1280:11|wrong|tag|'<answer>\n7.5\n</answer>' (gold 60)
cp1280:12|wrong|tag|'\lceil 1.636 \rceil = 2' then '<answer>\n2\n</answer>' (gold 5)
cp1280:13|wrong|tag|'<answer>9</answer>' (gold 5); a '\u2019' escape
cp1280:14|correct|tag|
cp1280:15|correct|tag|
cp1280:16|correct|tag|
cp1296:0|correct|tag|line 177 completion 5 joined across 1280000/1296000
cp1296:1|correct|tag|
cp1296:2|correct|tag|
cp1296:3|correct|tag|
cp1296:4|correct|tag|
cp1296:5|correct|tag|
cp1296:6|correct|tag|'Raymond does 100 pounds more laundry than David.' then the tag; '\u2019' escapes
cp1296:7|correct|tag|'Raymond does 100 pounds less laundry than David.' (the direction wrong, the difference right) then '<answer>\n100\n</answer>'
cp1296:8|correct|tag|'\u2019' escape
cp1296:9|correct|tag|
cp1296:10|correct|tag|
cp1296:11|correct|tag|'<answer>\n$6\n</answer>'; '\u00f7' escapes
cp1296:12|correct|tag|the working calls packs of 2 'more expensive ($15)', the savings 15 - 9 = 6, then '<answer>6</answer>'
cp1296:13|wrong|tag|'Vincent saves $28' in the working, a '<think>' block computing $5, then '<answer>$5</answer>' (gold 6); a '\u2248' escape
cp1296:14|correct|tag|'<answer>\n$6.00\n</answer>'
cp1312:0|correct|tag|line 179 completion 4 joined across 1296000/1312000; '<answer>\n6.00\n</answer>'
cp1312:1|correct|tag|'<answer>\n$6.00\n</answer>'; '\u2248' escapes
cp1312:2|correct|tag|'<answer>\n$6\n</answer>'
cp1312:3|correct|tag|'<answer>\n6.00\n</answer>'
cp1312:4|correct|tag|a 'Think:' marker, then a stray '</think>' before the tag
cp1312:5|correct|tag|'<answer>\n$70\n</answer>'
cp1312:6|correct|tag|
cp1312:7|correct|tag|a stray '</think>' before the tag
cp1312:8|correct|tag|'<answer>\n$70\n</answer>'
cp1312:9|correct|tag|'<answer>$70</answer>'
cp1312:10|correct|tag|
cp1312:11|correct|tag|'<answer>$70</answer>'
cp1312:12|correct|tag|
cp1312:13|correct|tag|
cp1312:14|correct|tag|
cp1312:15|correct|tag|
cp1312:16|correct|tag|
cp1312:17|wrong|tag|'16 + 6 = 22' then '<answer>22</answer>' (gold 10)
cp1312:18|correct|tag|
cp1312:19|correct|tag|a '<think>' block AFTER the working
cp1328:0|correct|tag|a stray '</think>' before the tag
cp1328:1|correct|tag|
cp1328:2|correct|tag|
cp1328:3|correct|tag|a '<think>' block AFTER the working
cp1328:4|correct|tag|
cp1328:5|correct|tag|
cp1328:6|correct|tag|
cp1328:7|correct|tag|
cp1328:8|correct|tag|
cp1328:9|correct|tag|
cp1328:10|correct|tag|
cp1328:11|correct|tag|
cp1328:12|correct|tag|a '<think>' block AFTER the working; a '\u2019' escape
cp1328:13|correct|tag|'Griffin (Grace)' in the working
cp1328:14|correct|tag|
cp1328:15|correct|tag|
cp1328:16|correct|tag|
cp1328:17|correct|tag|a '<think>' block 'Reason here.', two stray '</think>' closings, then '<answer>600</answer>'
cp1328:18|correct|tag|a stray '</think>' before the tag
cp1328:19|wrong|tag|'Total thorns = 75 * 8' left uncomputed, a '<think>' block and two stray '</think>' closings, then '<answer>\n500\n</answer>' (gold 600)
cp1328:20|correct|tag|
cp1328:21|correct|tag|
cp1328:22|correct|tag|
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
