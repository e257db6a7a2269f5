__doc__ = r"""Build public_heldout53.jsonl: a 53rd held-out round of REAL model completions (issue 25).

Why: rounds 1-52 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (metrics, format_reward, answer_reward, reward, rewards and the
like) were not used to label.

Method (round 51's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: the file's JSON string (decoded once
more by the build). The helper pasted each completion's string as the read_file answer displays it
(the page text JSON-escaped once more) into scratch files (one record a line: source, record
number, key, file gold, question opening and the display string, separated by ' ||| '), and a small
script (mk.py) decoded that display form once into the file-level string (`r`) and checked that `r`
decodes; no record was re-encoded or retyped from its decoded form. A record is taken only when its
whole completion lies on the pages read; a completion crossing the edge between two consecutive
pages that were both read this round was joined at the edge (the two display strings
concatenated): cp1008 rec 0 = eval_outputs line 138 completion 4 across 992000/1008000; cp1024
rec 0 = line 140 completion 3 across 1008000/1024000; cp1040 rec 0 = line 142 completion 4 across
1024000/1040000; cp1056 rec 0 = line 144 completion 7 across 1040000/1056000; cp1072 rec 0 = line
146 completion 3 across 1056000/1072000; cp1088 rec 0 = line 148 completion 2 across
1072000/1088000; cp1104 rec 0 = line 150 completion 7 across 1088000/1104000. No KleistvonLiu
rollout was joined. Records whose opening fields (the prompt) lie on page 5 (read by rounds 49 and
51, not this one) but whose response and gold lie wholly on the page read were taken as read, the
key inferred from the next line's (question_index, rollout_index): k74s rec 0 (step 74 q5 r0),
k78s rec 0 (step 78 q6 r2), k81s rec 0 (step 81 q7 r7), k84s rec 0 (step 84 q7 r7), k85s rec 0
(step 85 q6 r1), k88s rec 0 (step 88 q6 r5), k91s rec 0 (step 91 q5 r7). Records whose response
lies wholly on the page and only the line's metadata crosses into page 7 (not read) were taken:
k76s rec 2, k81s rec 10, k84s rec 11, k89s rec 7. Not transcribed (read, but left
out): the first, partial response of every KleistvonLiu page read where it opens inside one whose
start is on page 5 (step 75 q4 r4, step 80 q6 r7, step 86 q6 r0, step 87 q5 r7 (cut at the cap),
step 90 q6 r0); the openings inside metadata (steps 76, 77, 79, 89: nothing to take); the last
rollout of every KleistvonLiu page read whose response crosses into page 7 (not read); codearky
line 136 completion 2 (its start is on 976000, not read this round) and line 153 completion 1
(crosses into 1120000, not read). Nothing is shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of rounds
1-52 (the completion fields of packages/check/corpus/public_heldout*.jsonl, 52 files, 14,476
completions, by script, dedup.py, reading no labels) and with the others of this round. Left out
as repeats of an earlier round's completion: k83s recs 0, 5, 6, 7 (step 83 q6 r0, r5, r6, r7: the
'Simplify 84/144' responses; rec 7 also equals rec 5) and k86s rec 4 (step 86 q6 r6). None of the
271 kept repeats an earlier round's completion and no two are equal.

Repositories (271 records): KleistvonLiu/assignment5-alignment 137 (50.6 %),
codearky/cross-policy-with-trl 134 (49.4 %); only these two (another helper gathered from other
repositories at the same time). No licence file was found for either in the index (rounds 16-51
looked, find_files path LICENSE; not looked up again this round); `licence` per record.

Split: think_answer 271 (every record's prompt asks for the tag format; 253 are labelled by an
answer tag (one unclosed, '<answer>13<answer>' after '<end think>', k79s rec 3; one holding pseudo-
markup '59 />', k88s rec 0), 13 by a box with no answer tag (one followed by a stray '</answer>',
k80s rec 0; one after '</think> The answer is', k91s rec 1), 1 by 'Answer: 105 degrees.' before an
invented second turn (k75s rec 4), 1 by pseudo-tags in display math ('\[\n\answer\n163\n\]', cp1072
rec 8), 3 with no final answer (two cut at the 1024-token cap, one stating 'the Answer: \(-????\)')).
GSM8K 134 (codearky), MATH 137 (KleistvonLiu). Truths: correct 170, wrong 98, no_answer 3 (GSM8K
112 / 22 / 0, MATH 58 / 76 / 3). Forms: tag 253, boxed 13, truncated 2, bare_last_line 1,
answer_colon 1, none 1. 1 debatable (k75s rec 4). No long chain-of-thought source this round: the
brief named only these two repositories, both tag-format (their untagged completions, boxes,
Python with outputs and cut-off working, are the nearest to chain-of-thought here).

Selection (records as they come, not by how hard they look; each file read from the offset named, in
file order; every record whose completion lies on the pages read taken unless said above):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold): outputs/grpo_full_mathv2/rollout_step_0000NN/
  rollouts.jsonl, page 6 (offset 96000) of steps 74-91 (= k74s ... k91s). Forms: '<answer>13%
  </answer>' for the gold 8, '<answer>3/125</answer>', '<answer> sqrt(119) </answer>' for
  '\sqrt{119}', '<answer>3 - 2*sqrt(3) </answer>', '<answer> $\frac{4}{p}$ </answer>' and '<answer>
  $2p$ </answer>' (expressions in p for a number), '<answer>14+1+15=30</answer>' and '<answer>26 +
  13 + 13 = 52</answer>' (sums in the tag), '<answer> $x^2 - 2x + 2$ </answer>', function answers
  ('$f(x) = 2 + \sqrt{1-x^2}$', '$\boxed{y = 1 - \sqrt{1 - x^2}}$'), '[/think]', '\end{think}' and
  '<end think>' for '</think>', a think block computing 810 then '<answer> 900 </answer>', no tags
  with Python and outputs and a closing box, responses cut at the 1024-token cap, an invented 'The
  User asks another question.' turn, '×' and '’' as the file writes them.
* codearky/cross-policy-with-trl (GSM8K test in order; the tag prompt; the cross-policy run's
  policy0/checkpoint-700 block that starts at line 101): eval_outputs.jsonl pages at 992000
  (cp992), 1008000 (cp1008), 1024000 (cp1024), 1040000 (cp1040), 1056000 (cp1056), 1072000
  (cp1072), 1088000 (cp1088), 1104000 (cp1104): lines 136-153 (GSM8K test 35-52). Forms:
  '<answer>$75.00</answer>', '<answer>\n$294\n</answer>', '<answer>10 miles per hour</answer>',
  '<answer>10 miles/hour</answer>', '<answer>\n48 grams\n</answer>', '<answer>\n48g\n</answer>',
  '<answer>5 hours</answer>', '<answer>\n240 grams\n</answer>' twice around a '<think>' block,
  '<think>' blocks (many opening with the template's 'Reason here.') AFTER the working, a '<think>'
  block cut mid-sentence after the tag, stray '</think>' closings, an invented '<tool_call>\nuser\n'
  turn after the tag, no tags with a closing box, pseudo-tags '\text{think}' and '\answer' in display
  math, '\u2019', '\u00d7' and '\u00f7' escapes kept as the file writes them.

Label conventions (rounds 37-51's): the last final answer counts; a hedge between values or the gold
with another value is wrong; a response cut before any final answer is no_answer; equal in value but
written differently is correct (a '$' sign and cents, '75.00' for 75, units in the tag ('10 miles
per hour', '48g', '5 hours'), '105' for '105^\circ', '6/125' or '1/3' for the \frac gold, 'sqrt(119)'
for '\sqrt{119}', '\(-484\)' for -484); another quantity is wrong (an expression in p for the number
4, a sum written out to a wrong total); in the tag format the `<answer>` content is the final answer
whatever the think block says (k90s rec 1: 810 in the working, 900 in the tag: correct); with no
answer tag the completion is labelled by its last box or last stated result; malformed or
pseudo-tags do not change which answer counts. Debatable this round: k75s rec 4 (no tags; 'Answer:
105 degrees.' for the question asked, then an invented 'The User asks another question.' turn with
other problems cut at the cap: correct by the answer to the question asked, no_answer if the
invented turns and the cut make it count as unfinished).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question that opens with the record's
question words (taken from codearky's user turn), checked equal to the file's own `answer`; all
codearky questions are in gsm8k/test.jsonl (lines 35-52). For cp992 recs 0-4 (line 136) the user
turn and the file's `answer` lie on 976000 (not read this round): their question opening was taken
from gsm8k/test.jsonl line 35 (the question the completions work, Mike's ping pong) and their file
gold written as that line's `####` value (9), so the build's equality check is trivially met for
them. MATH: the KleistvonLiu problems' opening words are looked up in MATH-500; none of the
problems read here is found there by the opening words transcribed (the sinusoid problem's opening
is transcribed up to 'Find $d.$' because MATH-500 holds a like-worded problem asking for another
constant), so the file's own answer (its MATH test gold, `ground_truth`) as transcribed.

Leads for a later round: KleistvonLiu page 6 (offset 96000) of steps 92-105 (page 5 of each was
read by rounds 49 and 51 and ends inside a rollout that page 6 completes); page 7 (offset 112000)
of steps 74-91 (each page 6 read here ends inside a rollout that page 7 completes); codearky
eval_outputs.jsonl from 1120000 (line 153 completion 1 on, which needs 1104000 read again to join;
the file is 1,456,743 characters, about 21 pages left).

Usage: python build_public_heldout53.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout53.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout53.jsonl"
SOURCE = "public_heldout53"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-51 took pages 0-3 of steps "
    "74-105, page 4 and page 5 of all of them (round 51 the last of page 5); this "
    "round page {} (offset {}) of step {}), "
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

# short id -> (step, page); page 6 = offset 96000
KL_PAGES = {
    f"k{s}s": (s, 6)
    for s in (74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91)
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


CPX_MODEL = (
    "a cross-policy GRPO checkpoint: runs/cross-policy-grpo-qwen/20260109_151644/policy0/"
    "checkpoint-700 (the file's model field; from line 101 on the file holds this model's block, "
    "GSM8K test questions again from question 0: line N = GSM8K test question N-101); policy 0 of "
    "the repo's cross-policy GRPO run (trl/examples/scripts/cross_policy_grpo.py, which round 16 "
    "read for baseline0; not re-read here), from Qwen/Qwen2.5-0.5B-Instruct on GSM8K train, "
    "sampled by the same eval script (8 completions a question); this round the page at {}; the "
    "record is one entry of a line's `completions`"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
# fmt: off
SOURCES = {
    **{short: _kl(short) for short in KL_PAGES},
    "cp992": _cp("cp992", "992000 (line 136 completions 3-7, line 137, line 138 completions 0-3; the "
                 "page opens inside line 136 completion 2, whose start is on 976000, not read this "
                 "round, not taken)"),
    "cp1008": _cp("cp1008", "1008000 (line 138 completions 4-7, line 139, line 140 completions 0-2; "
                  "line 138 completion 4 joined across 992000/1008000)"),
    "cp1024": _cp("cp1024", "1024000 (line 140 completions 3-7, line 141, line 142 completions 0-3; "
                  "line 140 completion 3 joined across 1008000/1024000)"),
    "cp1040": _cp("cp1040", "1040000 (line 142 completions 4-7, line 143, line 144 completions 0-6; "
                  "line 142 completion 4 joined across 1024000/1040000)"),
    "cp1056": _cp("cp1056", "1056000 (line 144 completion 7, line 145, line 146 completions 0-2; "
                  "line 144 completion 7 joined across 1040000/1056000)"),
    "cp1072": _cp("cp1072", "1072000 (line 146 completions 3-7, line 147, line 148 completions 0-1; "
                  "line 146 completion 3 joined across 1056000/1072000)"),
    "cp1088": _cp("cp1088", "1088000 (line 148 completions 2-7, line 149, line 150 completions 0-6; "
                  "line 148 completion 2 joined across 1072000/1088000)"),
    "cp1104": _cp("cp1104", "1104000 (line 150 completion 7, line 151, line 152, line 153 completion "
                  "0; line 150 completion 7 joined across 1088000/1104000)"),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
cp992:0|correct|tag|
cp992:1|correct|tag|
cp992:2|correct|tag|
cp992:3|correct|tag|
cp992:4|correct|tag|
cp992:5|correct|tag|
cp992:6|correct|tag|'<answer>$75.00</answer>'
cp992:7|correct|tag|'<answer>\n$75.00\n</answer>'
cp992:8|correct|tag|'<answer>$75.00</answer>'
cp992:9|correct|tag|
cp992:10|correct|tag|'<answer>\n$75.00\n</answer>'
cp992:11|correct|tag|
cp992:12|correct|tag|'<answer>\n75.00\n</answer>'
cp992:13|wrong|tag|a '<think>' block AFTER the working; '<answer>0</answer>' (gold 2)
cp992:14|wrong|tag|'<answer>\n13\n</answer>' (gold 2)
cp992:15|wrong|tag|'<answer>\n13\n</answer>' (gold 2)
cp992:16|wrong|tag|'<answer>\n0\n</answer>' (gold 2)
cp1008:0|wrong|tag|line 138 completion 4 joined across 992000/1008000; '<answer>0</answer>' (gold 2)
cp1008:1|wrong|tag|'<answer>\n13\n</answer>' (gold 2)
cp1008:2|wrong|tag|'<answer>13</answer>' (gold 2)
cp1008:3|wrong|tag|'<answer>\n0\n</answer>' (gold 2)
cp1008:4|correct|tag|'<answer>10 miles per hour</answer>' (a unit in the tag)
cp1008:5|correct|tag|
cp1008:6|correct|tag|
cp1008:7|correct|tag|
cp1008:8|correct|tag|a '<think>' block AFTER the working
cp1008:9|correct|tag|
cp1008:10|correct|tag|'<answer>10 miles/hour</answer>' (a unit in the tag)
cp1008:11|correct|tag|
cp1008:12|correct|tag|
cp1008:13|correct|tag|
cp1008:14|wrong|tag|'<answer>15</answer>' (gold 18)
k74s:0|wrong|tag|'<answer>$\frac{11}{125}$</answer>' (gold 6/125)
k74s:1|wrong|tag|'<answer> $\boxed{\frac{3}{125}}$ </answer>' (gold 6/125)
k74s:2|wrong|tag|'<answer>3/125</answer>' (gold 6/125)
k74s:3|wrong|tag|'<answer> $\frac{1}{125}$ </answer>' (gold 6/125)
k74s:4|correct|tag|'<answer>6/125</answer>'
k74s:5|wrong|tag|'<answer> $\boxed{\frac{4}{125}}$ </answer>' (gold 6/125)
k75s:0|wrong|tag|'Let $a=10^x.$</think> <answer>1</answer>' (gold 1/4)
k75s:1|correct|tag|
k75s:2|wrong|tag|'<answer>0</answer>' (gold 1/4)
k75s:3|correct|tag|'<answer>105</answer>' for the gold '105^\circ'
k75s:4|correct|answer_colon|debatable: no tags; 'Answer: 105 degrees.' for the question asked, then an invented 'The User asks another question.' turn with other problems (a point (1,11), true/false about absolute values) cut at the 1024-token cap: correct by the answer to the question asked (no_answer if the invented turns and the cut make it count as unfinished)
k75s:5|correct|tag|'<answer>105</answer>' for the gold '105^\circ'
k75s:6|correct|tag|'<answer>105</answer>' for the gold '105^\circ'
k75s:7|correct|tag|'<answer>105</answer>' for the gold '105^\circ'
k76s:0|wrong|tag|'<answer>20</answer>' (gold 8)
k76s:1|wrong|tag|'<answer>13% </answer>' (gold 8)
k76s:2|wrong|tag|'<answer>20</answer>' (gold 8)
cp1024:0|wrong|tag|line 140 completion 3 joined across 1008000/1024000; '<answer>\n60\n</answer>' (gold 18)
cp1024:1|wrong|tag|'<answer>\n28\n</answer>' (gold 18)
cp1024:2|correct|tag|
cp1024:3|correct|tag|'\boxed{18}', then '<answer>18</answer>' and an opening '<think>' block that ends mid-sentence ('Reason here. We correctly')
cp1024:4|wrong|tag|'<answer>\n28\n</answer>' (gold 18)
cp1024:5|correct|tag|'<answer>8</answer>' then an invented turn ('<tool_call>\nuser\n' and a new strawberry question)
cp1024:6|correct|tag|
cp1024:7|correct|tag|
cp1024:8|correct|tag|
cp1024:9|correct|tag|
cp1024:10|correct|tag|
cp1024:11|correct|tag|
cp1024:12|correct|tag|
cp1024:13|correct|tag|
cp1024:14|correct|tag|
cp1024:15|correct|tag|
cp1024:16|correct|tag|
k77s:0|correct|tag|
k77s:1|wrong|tag|'<answer> $\frac{4}{p}$ </answer>' (an expression in p; gold 4)
k77s:2|wrong|tag|'<answer>2</answer>' (gold 4)
k77s:3|wrong|tag|'\boxed{-2}' in the think block, '<answer>-2</answer>' (gold 4)
k77s:4|wrong|tag|'<answer> $2p$ </answer>' (gold 4)
k77s:5|wrong|tag|'<answer> $-2p$ </answer>' (gold 4)
k77s:6|wrong|tag|'<answer>1</answer>' (gold 4)
k77s:7|wrong|tag|'<answer> $-\frac{4}{p}$ </answer>' (gold 4)
k77s:8|correct|boxed|no tags; Python with its output 72, then '\(\boxed{72}\)' last; a raw '’' apostrophe
k78s:0|wrong|tag|'<answer> $\frac{4\sqrt{3}-1}{9}$ </answer>' (gold 2\sqrt{3}/3)
k78s:1|wrong|tag|'<answer> $\frac{2\sqrt2-\sqrt3}{3}$ </answer>' (gold 2\sqrt{3}/3)
k78s:2|wrong|tag|'<answer>$\frac{\sqrt{6}}{3}$</answer>' (gold 2\sqrt{3}/3)
k78s:3|wrong|tag|'<answer> $\frac{1}{2}$ </answer>' (gold 2\sqrt{3}/3)
k78s:4|wrong|tag|'\frac{2\sqrt{3}}{3}' appears in the working as a distance, then '<answer>3 - 2*sqrt(3) </answer>' (gold 2\sqrt{3}/3)
k78s:5|wrong|tag|'<answer> \(1 - \frac{1}{\sqrt{3}}\) </answer>' (gold 2\sqrt{3}/3)
k78s:6|correct|tag|
k78s:7|correct|tag|
k78s:8|correct|tag|
cp1040:0|correct|tag|line 142 completion 4 joined across 1024000/1040000
cp1040:1|correct|tag|
cp1040:2|correct|tag|'\boxed{200 \text{ feet}}' then '<answer>\n200\n</answer>'
cp1040:3|wrong|tag|'<answer>800</answer>' (gold 200)
cp1040:4|correct|tag|
cp1040:5|correct|tag|
cp1040:6|correct|tag|a '<think>' block AFTER the working
cp1040:7|correct|tag|
cp1040:8|correct|tag|
cp1040:9|correct|tag|
cp1040:10|correct|tag|a '<think>' block AFTER the working
cp1040:11|correct|tag|
cp1040:12|wrong|tag|'<answer>\n240\n</answer>' (gold 48)
cp1040:13|wrong|tag|'<answer>240 grams</answer>' (gold 48)
cp1040:14|wrong|tag|'<answer>\n240g\n</answer>' (gold 48)
cp1040:15|wrong|tag|a '<think>' block AFTER the working; '<answer>\n0\n</answer>' (gold 48)
cp1040:16|correct|tag|'<answer>\n48 grams\n</answer>' (a unit in the tag)
cp1040:17|correct|tag|'<answer>\n48g\n</answer>' (a unit in the tag)
cp1040:18|correct|tag|
k79s:0|correct|tag|
k79s:1|correct|tag|
k79s:2|correct|tag|'<answer> 1975 </answer>'
k79s:3|wrong|tag|'<end think>' for '</think>' and an unclosed '<answer>13<answer>' (gold 157)
k79s:4|wrong|tag|'\boxed{25}$.[/think]' ('[/think]' for '</think>'), then '<answer>25</answer>' (gold 157)
k79s:5|wrong|tag|'\boxed{2}' (a different quantity) in the think block, then '<answer>1197</answer>' (gold 157)
k79s:6|no_answer|truncated|no tags; cut at the 1024-token cap inside '+ a \cdot 5^{23' before any a + b + c is stated
k79s:7|wrong|tag|'<answer>26 + 13 + 13 = 52</answer>' (a sum in the tag; gold 157)
k80s:0|correct|boxed|no '</think>' and no opening answer tag; '\(\boxed{-484}\). </answer>' ends the response (a stray closing tag)
k80s:1|wrong|tag|'<answer>14400</answer>' (gold -484)
k80s:2|wrong|boxed|no tags; '-15852' computed, then '\boxed{961}' last (gold -484)
k80s:3|wrong|tag|'<answer> -241 </answer>' (gold -484)
k80s:4|no_answer|none|no tags; 'Therefore, the Answer: \(-????\), where the exact value cannot be determined ...' then '}}': no value stated (gold -484)
k80s:5|correct|tag|'<answer> \(-484\) </answer>'
cp1056:0|wrong|tag|line 144 completion 7 joined across 1040000/1056000; '<answer>\n240 grams\n</answer>', a '<think>' block, then the same tag again (gold 48)
cp1056:1|correct|tag|'<answer>\n$20.00\n</answer>'
cp1056:2|wrong|tag|two stray '</think>' closings with a sentence between; '<answer>\n10\n</answer>' (gold 20)
cp1056:3|correct|tag|'<answer>\n$20.00\n</answer>'
cp1056:4|correct|tag|'<answer>\n$20.00\n</answer>'
cp1056:5|correct|tag|'<answer>\n$20.00\n</answer>'
cp1056:6|wrong|tag|'<answer>\n$30.00\n</answer>' (gold 20)
cp1056:7|correct|boxed|no tags; 'his net profit is \( \boxed{20} \) dollars.' ends the completion
cp1056:8|correct|tag|'<answer>\n$20.00\n</answer>'
cp1056:9|correct|tag|a '<think>' block AFTER the working
cp1056:10|correct|tag|
cp1056:11|correct|tag|
k81s:0|correct|tag|
k81s:1|correct|tag|
k81s:2|correct|tag|
k81s:3|correct|tag|
k81s:4|correct|tag|'<answer>8 </answer>'
k81s:5|correct|tag|
k81s:6|correct|tag|
k81s:7|correct|tag|
k81s:8|correct|tag|'×' as the file writes it
k81s:9|correct|tag|
k81s:10|correct|tag|
k82s:0|wrong|tag|'<answer> \(\frac{13}{21}\)</answer>' (gold 3/7)
k82s:1|wrong|boxed|no tags; Python with its output (8, 21, ...), then '\boxed{\frac{8}{21}}' last (gold 3/7)
k82s:2|wrong|boxed|no tags; Python with an output '(15, 52)', then '\boxed{\frac{15}{52}}' last (gold 3/7)
k82s:3|wrong|tag|'<answer> $\frac27$ </answer>' (gold 3/7)
k82s:4|correct|tag|'<answer> $x^2 - 2x + 2$ </answer>'
k82s:5|correct|tag|
k82s:6|correct|tag|
cp1072:0|correct|tag|line 146 completion 3 joined across 1056000/1072000; a '<think>' block AFTER the working
cp1072:1|correct|tag|
cp1072:2|correct|tag|
cp1072:3|correct|tag|
cp1072:4|correct|boxed|no tags; '\[\n\boxed{104}\n\]' ends the completion
cp1072:5|correct|tag|
cp1072:6|correct|tag|
cp1072:7|correct|tag|a '<think>' block AFTER the working
cp1072:8|correct|bare_last_line|no answer tags: pseudo-tags in display math, '\[\n\text{think}\n\]' ... then '\[\n\answer\n163\n\]' ending the completion
cp1072:9|correct|tag|
cp1072:10|correct|tag|'243' (a total) in the working and think block; '<answer>163</answer>'
cp1072:11|wrong|tag|'x = 163' solved, then 'the package she purchased contained 243'; '<answer>\n243\n</answer>' (gold 163)
cp1072:12|wrong|tag|'<answer>300</answer>' (gold 163)
cp1072:13|correct|tag|
cp1072:14|correct|tag|'<answer>\n$800\n</answer>'
k83s:1|correct|tag|'<answer> $\frac{7}{12} $ </answer>'
k83s:2|correct|tag|
k83s:3|correct|tag|
k83s:4|correct|tag|
k83s:8|wrong|tag|'<answer>13</answer>' (gold \sqrt{119})
k83s:9|wrong|tag|'\boxed{12}' then '<answer> 12 </answer>' (gold \sqrt{119})
k83s:10|correct|tag|'<answer> sqrt(119) </answer>' (plain-text root) for the gold '\sqrt{119}'
k84s:0|correct|tag|'<answer> 9 </answer>'
k84s:1|wrong|tag|'<answer>3</answer>' (gold 1/3)
k84s:2|correct|tag|'<answer> $\frac{1}{3}$ </answer>'
k84s:3|wrong|tag|'<answer>1</answer>' (gold 1/3)
k84s:4|wrong|tag|'<answer>2</answer>' (gold 1/3)
k84s:5|wrong|tag|'<answer>1</answer>' (gold 1/3)
k84s:6|wrong|tag|'<answer>1</answer>' (gold 1/3)
k84s:7|wrong|tag|'<answer> 1 </answer>' (gold 1/3)
k84s:8|correct|tag|'<answer> 1/3 </answer>'
k84s:9|correct|tag|
k84s:10|correct|tag|
k84s:11|wrong|tag|'<answer>5</answer>' (gold 75)
cp1088:0|correct|tag|line 148 completion 2 joined across 1072000/1088000; a '<think>' block AFTER the working; '<answer>\n$800\n</answer>'
cp1088:1|correct|tag|'<answer>\n$800\n</answer>'
cp1088:2|correct|tag|a '<think>' block AFTER the working; '<answer>\n$800\n</answer>'
cp1088:3|correct|tag|
cp1088:4|correct|tag|'<answer>\n$800\n</answer>'
cp1088:5|correct|tag|
cp1088:6|correct|tag|
cp1088:7|correct|tag|
cp1088:8|correct|tag|
cp1088:9|correct|tag|
cp1088:10|correct|tag|
cp1088:11|correct|tag|
cp1088:12|correct|tag|
cp1088:13|correct|tag|
cp1088:14|correct|tag|
cp1088:15|correct|tag|
cp1088:16|correct|tag|
cp1088:17|correct|tag|
cp1088:18|correct|tag|
cp1088:19|correct|tag|
cp1088:20|correct|tag|a '<think>' block AFTER the working
k85s:0|wrong|tag|'\boxed{30}' then '<answer>14+1+15=30</answer>' (a sum in the tag; gold 118)
k85s:1|wrong|tag|'<answer>300</answer>' (gold 118)
k85s:2|correct|boxed|no tags; '\[\n\boxed{118}\n\]' ends the response
k85s:3|wrong|tag|'<answer>18831</answer>' (gold 118)
k85s:4|wrong|tag|'\boxed{302}</think>' then '<answer> 302 </answer>' (gold 118)
k85s:5|wrong|tag|'<answer> 62 </answer>' (gold 118)
k86s:0|wrong|tag|'<answer> $\boxed{y = 1 - \sqrt{1 - x^2}}$</answer>' (gold x^2/4 - 1)
k86s:1|wrong|tag|'<answer>$y = \frac{2x^2}{4x^2+1}$</answer>' (gold x^2/4 - 1)
k86s:2|wrong|tag|'\boxed{(y-2)^2 = 1-x^2}' then '<answer>$f(x) = 2 + \sqrt{1-x^2}$</answer>' (gold x^2/4 - 1)
k86s:3|wrong|tag|'<answer> $y=-\frac{x^2}{5}+2x$ </answer>' (gold x^2/4 - 1)
k86s:5|no_answer|truncated|no tags; SymPy code and an error output, cut at the 1024-token cap inside a closing code fence before any f(x) is stated
k87s:0|wrong|tag|'<answer> 99 </answer>' (gold 198)
k87s:1|wrong|tag|'\end{think}' for '</think>', then '<answer>199</answer>' (gold 198)
k87s:2|wrong|tag|'\boxed{6}' then '<answer> $6$ </answer>' (gold 198)
k87s:3|wrong|tag|'\boxed{199}' then '<answer>199</answer>' (gold 198)
k87s:4|wrong|tag|'\boxed{99}' then '<answer>99</answer>' (gold 198)
k87s:5|wrong|tag|'<answer> 100 </answer>' (gold 198)
k88s:0|wrong|tag|'<answer>59 /></answer>' (a stray '/>' in the tag; gold 298)
k88s:1|wrong|boxed|no tags; Python with its output 481, then '\(\boxed{481}\)' last (gold 298)
k88s:2|wrong|tag|'<answer>202</answer>' (gold 298)
k88s:3|correct|tag|'<answer>$\frac{\pi}{5}$</answer>' after 'to the right' in the think block
k88s:4|correct|tag|
k88s:5|correct|tag|
k88s:6|correct|tag|'<answer> \(\frac{\pi}{5}\) </answer>'
k88s:7|correct|tag|
k89s:0|wrong|tag|'<answer>1929</answer>' (gold 342)
k89s:1|correct|boxed|no tags; '2874' reasoned, then Python with its output 342 and '\( \boxed{342} \)' last
k89s:2|wrong|tag|'[/think]' for '</think>', then '<answer> $175$ </answer>' (gold 342)
k89s:3|correct|boxed|no tags; Python with its output 342, then '\(\boxed{342}\)' last
k89s:4|wrong|tag|'x=5 and y=10' then '<answer>125 </answer>' (gold 146)
k89s:5|wrong|tag|'\boxed{289}' then '<answer> 289 </answer>' (gold 146)
k89s:6|wrong|tag|'<answer>25</answer>' (gold 146)
k89s:7|wrong|boxed|no tags; '\[\n\boxed{257}\n\]' last (gold 146)
cp1104:0|correct|tag|line 150 completion 7 joined across 1088000/1104000
cp1104:1|correct|tag|'<answer>\n$294\n</answer>'
cp1104:2|correct|tag|'<answer>$294</answer>'
cp1104:3|correct|tag|'<answer>$294</answer>'
cp1104:4|correct|tag|
cp1104:5|correct|tag|'<answer>$294</answer>'
cp1104:6|correct|tag|a '<think>' block AFTER the working
cp1104:7|correct|tag|'<answer>$294</answer>'
cp1104:8|correct|tag|
cp1104:9|correct|tag|
cp1104:10|correct|tag|
cp1104:11|correct|tag|a stray '</think>' before the tag
cp1104:12|correct|tag|a stray '</think>' before the tag; '<answer>5 hours</answer>' (a unit in the tag)
cp1104:13|correct|tag|
cp1104:14|correct|tag|
cp1104:15|correct|tag|
cp1104:16|correct|tag|'<answer>5 hours</answer>' (a unit in the tag)
cp1104:17|correct|tag|
k90s:0|wrong|tag|'<answer>90</answer>' (gold 900)
k90s:1|correct|tag|the think block computes '9 * 10 * 9 = 810', then '<answer> 900 </answer>': the tag holds the gold
k90s:2|correct|tag|
k90s:3|correct|tag|
k90s:4|correct|tag|'<answer> 900 </answer>'
k90s:5|correct|tag|
k90s:6|correct|tag|
k90s:7|correct|tag|'<answer> 6840 </answer>'
k90s:8|correct|tag|'<answer>6840 </answer>'
k90s:9|correct|tag|
k91s:0|wrong|tag|'<answer>21</answer>' (gold 3)
k91s:1|wrong|boxed|no answer tag; '</think> The answer is $\boxed{383.5}$.' ends the response (gold 791)
k91s:2|wrong|tag|'<answer>836</answer>' (gold 791)
k91s:3|wrong|tag|'<answer>1081</answer>' (gold 791)
k91s:4|wrong|tag|'<answer>521</answer>' (gold 791)
k91s:5|wrong|tag|'<answer>1948</answer>' (gold 791)
k91s:6|wrong|tag|'<answer>1023</answer>' (gold 791)
k91s:7|wrong|tag|'<answer>611</answer>' (gold 791)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
