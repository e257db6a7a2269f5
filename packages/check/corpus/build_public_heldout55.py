__doc__ = r"""Build public_heldout55.jsonl: a 55th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (metrics, format_reward, answer_reward, reward, rewards and the
like) were not used to label.

Method (round 53's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: the file's JSON string (decoded once
more by the build). The helper pasted each completion's string as the read_file answer displays it
(the page text JSON-escaped once more) into scratch files (one record a line: source, record
number, key, file gold, question opening and the display string, separated by ' ||| '; a newline in
a question opening written '\n'), and a small script (mk.py) decoded that display form once into
the file-level string (`r`) and checked that `r` decodes; no record was re-encoded or retyped from
its decoded form. A record is taken only when its whole completion lies on the pages read; a
completion crossing the edge between two consecutive pages that were both read this round was
joined at the edge (the two display strings concatenated): cp1152 rec 0 = eval_outputs line 158
completion 0 across 1136000/1152000; cp1152 rec 16 = line 155 completion 1 across
1120000/1136000; cp1184 rec 0 = line 162 completion 4 across 1168000/1184000; cp1200 rec 0 = line
164 completion 0 across 1184000/1200000; cp1216 rec 0 = line 166 completion 3 across
1200000/1216000. No KleistvonLiu rollout was joined. Records whose opening fields (the prompt) lie
on page 5 (read by rounds 49 and 51, not this one) but whose response and gold lie wholly on the
page read were taken as read, the key inferred from the next line's (question_index,
rollout_index): k92s rec 0 (step 92 q7 r3), k94s rec 0 (step 94 q5 r6), k95s rec 0 (step 95 q7
r5), k98s rec 0 (step 98 q7 r1). Records whose response lies wholly on the page and only the
line's metadata crosses into page 7 (not read for that step) were taken: k96s rec 9, k104s rec 3.
Not transcribed (read, but left out): the first, partial response of a page where it opens inside
one whose start is on the page before (step 97 q5 r4, step 99 q4 r6, step 100 q6 r4, step 103 q6
r3 on page 6; step 74 q5 r6 on page 7, whose start is on page 6, read by round 53, not this one);
the openings inside metadata (steps 93, 96, 101, 102, 104, 105 page 6, step 75 page 7: nothing to
take); the last rollout of every page-6 page read whose response crosses into page 7 (not read for
steps 92-105) and the last of the two page-7 pages (crossing into page 8); codearky line 153
completion 1 (its start is on 1104000, read by round 53, not this round) and line 168 completion 5
(crosses into 1232000, not read). Nothing is shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of rounds
1-54 (the completion fields of packages/check/corpus/public_heldout*.jsonl, 54 files, 14,958
completions, by script, dedup.py, reading no labels) and with the others of this round. None of
the 254 kept repeats an earlier round's completion and no two are equal; nothing was left out as a
repeat.

Repositories (254 records): KleistvonLiu/assignment5-alignment 131 (51.6 %),
codearky/cross-policy-with-trl 123 (48.4 %); only these two (another helper gathered from other
repositories at the same time). No licence file was found for either in the index (rounds 16-53
looked, find_files path LICENSE; not looked up again this round); `licence` per record.

Split: think_answer 254 (every record's prompt asks for the tag format; 235 are labelled by an
answer tag (among them tags with no '</think>' before them, malformed closings '</ think>' and
'</ answer>', an unclosed tag after '\end{CDR' followed by an invented 'Human:' turn, a tag closed
by '\end{answer}<end think>', tags holding prose or a sum written out, a tag followed by a '<think>'
block), 7 by a last box with no answer tag (6 of them after Python with its output), 4 by a last prose sentence (two cut in
a '<think>' block after the sentence, one ending in a stray '</answer>', one with an invented 'User:'
turn after it), 1 by a bare last line ('\$40'), 1 by 'Answer: 2' before SymPy code, and 6 with no
final answer (4 cut at the length cap, 2 stopping mid-formula before the cap)). No long
chain-of-thought source this round: the brief named only these two repositories, both tag-format
(their untagged completions, boxes, Python with outputs and cut-off working, are the nearest to
chain-of-thought here). GSM8K 123 (codearky), MATH 131 (KleistvonLiu). Truths: correct 167, wrong
81, no_answer 6 (GSM8K 102 / 18 / 3, MATH 65 / 63 / 3). Forms: tag 235, boxed 7, truncated 4,
prose_sentence 4, none 2, bare_last_line 1, answer_colon 1. 3 debatable (cp1184 recs 7 and 8,
k103s rec 5).

Selection (records as they come, not by how hard they look; each file read from the offset named, in
file order; every record whose completion lies on the pages read taken unless said above):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold): outputs/grpo_full_mathv2/rollout_step_0000NN/
  rollouts.jsonl, page 6 (offset 96000) of steps 92-105 (= k92s ... k105s) and page 7 (offset
  112000) of steps 74 and 75 (= k74t, k75t). Forms: '<answer>(10 \sqrt{2}, \frac{3 \pi}{4})</answer>'
  after 'approximately $(20.49, 3.60)', '<answer>75% </answer>' for '75\%', '<answer>0.155</answer>'
  for '.155', '<answer> $(4, +\infty)$ </answer>' and '$\{x|x > 4\}$' for '(4, \infty)', '(1, ∞)' with
  a raw '∞', '<answer> $\begin{pmatrix} 6 \\ -33 \end{pmatrix} $</answer>', '<answer>18*pi -
  18</answer>', '<answer> $\mathrm{(D) \ } 63$ </answer>', '<answer> $x$ generates a domain $x >
  64$.</answer>', '<answer>4</answer>' for the gold -4, '</ think> <answer>-4</ answer>', 'Q.E.D.<answer>
  0 </answer>' with no '</think>', '\end{CDR<answer> (10 \sqrt{2}, \frac{3 \pi}{4})' then an invented
  'Human:' turn, '$(10\sqrt{2}, \frac{17\pi}{22})$\end{answer}<end think>', '<end think>' for
  '</think>', 'The answer is <answer>35</answer>' with no '</think>', a think block stopping at 7 then
  '<answer>35 </answer>', no tags with Python and outputs and a closing box ('\boxed{54.60}
  dollars.' for ' \$ 54.60'), responses cut at the 1024-token cap or stopping mid-formula, raw
  '√', '≤' and '∞' as the file writes them.
* codearky/cross-policy-with-trl (GSM8K test in order; the tag prompt; the cross-policy run's
  policy0/checkpoint-700 block that starts at line 101): eval_outputs.jsonl pages at 1120000
  (cp1120), 1136000 (cp1136), 1152000 (cp1152), 1168000 (cp1168), 1184000 (cp1184), 1200000
  (cp1200), 1216000 (cp1216): lines 153-168 (GSM8K test 52-67). Forms: '<answer>\n$57.00\n</answer>'
  and '<answer>\n57.00\n</answer>' for 57, '<answer>\n$1596\n</answer>', '<answer>\n$52,500\n</answer>',
  a '\boxed{47.00}' or '$67.00' in the working then a '<think>' block and the gold in the tag, a first
  '<answer>\n$40\n</answer>' then 'thro', a rethink mentioning '-$40' and a second tag,
  '<answer>...</answer>' then a '<think>' block ending the completion, the same tag twice around a
  '<think>' block, '<think>' blocks (many opening with the template's 'Reason here.') AFTER the
  working, stray '</think>' closings (one or two) before the tag, pseudo-markup '\[ \text{Think:}\n\]',
  no tags with Python and a closing box, no tags with the last line '\$40', completions cut at the
  length limit, '\u2019', '\u00d7', '\u00f7' and '\u2013' escapes kept as the file writes them.

Label conventions (rounds 37-53's): the last final answer counts; a hedge between values or the gold
with another value is wrong; a response cut before any final answer is no_answer; equal in value but
written differently is correct (a '$' sign and cents, '57.00' for 57, '105' for '105^\circ', '75%'
for '75\%', '0.155' for '.155', '1/2' for '\frac{1}{2}', '(4, +\infty)' or '\{x|x > 4\}' for '(4,
\infty)', '54.60 dollars' for '\$ 54.60'); another quantity is wrong (a sign lost, a choice letter
with a wrong value, a sum written out to a wrong total); in the tag format the `<answer>` content is
the final answer whatever the working says (k74t rec 6: the think block stops at 7, the tag holds
35: correct; cp1152 recs 9, 13, 14: 47.00 or 67.00 in the working, 57 in the tag: correct); with no
answer tag the completion is labelled by its last box or last stated result; malformed or
pseudo-tags do not change which answer counts; a completion that goes on with invented turns is
labelled by the answer to the question actually posed. Debatable this round: cp1184 recs 7 and 8
(no tags; a last stated pension, $81,444.50 and $200,000/year, then a '<think>' block cut at the
length limit mid-sentence: wrong by the last stated result, no_answer if the cut makes it count as
unfinished); k103s rec 5 (no tags; 'approximately 0.155.' for the question asked, then an invented
'User: What if these dice were 8-sided dice?' turn answered 'approximately 0.115.': correct by the
answer to the question asked, wrong if the invented turn's value counts as the final answer).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question that opens with the record's
question words (taken from codearky's user turn), checked equal to the file's own `answer`; all
codearky questions are in gsm8k/test.jsonl (lines 52-67). For cp1120 recs 0-5 (line 153) the user
turn and the file's `answer` lie on 1104000 (not read this round): their question opening was taken
from gsm8k/test.jsonl line 52 (the question the completions work, Uriah's book bag) and their file
gold written as that line's `####` value (15), so the build's equality check is trivially met for
them. MATH: the KleistvonLiu problems' opening words are looked up in MATH-500; none of the
problems read here is found there by the opening words transcribed, so the file's own answer (its
MATH test gold, `ground_truth`, as transcribed; ' \$ 54.60' keeps the file's leading space).

Leads for a later round: KleistvonLiu page 7 (offset 112000) of steps 76-91 (each page 6 read by
round 53 ends inside a rollout that page 7 completes) and of steps 92-105 (each page 6 read here
ends inside a rollout that page 7 completes); page 8 (offset 128000) of steps 74 and 75; codearky
eval_outputs.jsonl from 1232000 (line 168 completion 5 on, which needs 1216000 read again to join;
the file is 1,456,743 characters, about 14 pages left).

Usage: python build_public_heldout55.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout55.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout55.jsonl"
SOURCE = "public_heldout55"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-53 took pages 0-5 of steps "
    "74-105 and page 6 of steps 74-91; this round page {} (offset {}) of step {}), "
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

# short id -> (step, page); page 6 = offset 96000, page 7 = offset 112000
KL_PAGES = {
    "k100s": (100, 6),
    "k101s": (101, 6),
    "k102s": (102, 6),
    "k103s": (103, 6),
    "k104s": (104, 6),
    "k105s": (105, 6),
    "k74t": (74, 7),
    "k75t": (75, 7),
    "k92s": (92, 6),
    "k93s": (93, 6),
    "k94s": (94, 6),
    "k95s": (95, 6),
    "k96s": (96, 6),
    "k97s": (97, 6),
    "k98s": (98, 6),
    "k99s": (99, 6),
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
    "cp1120": _cp("cp1120", "1120000 (line 153 completions 2-7, line 154, line 155 completion 0; the "
                  "page opens inside line 153 completion 1, whose start is on 1104000, not read this "
                  "round, not taken)"),
    "cp1136": _cp("cp1136", "1136000 (line 155 completions 2-7, line 156, line 157; line 155 "
                  "completion 1, joined across 1120000/1136000, is cp1152 rec 16)"),
    "cp1152": _cp("cp1152", "1152000 (line 158, line 159; rec 0 = line 158 completion 0 joined "
                  "across 1136000/1152000; rec 16 = line 155 completion 1 joined across "
                  "1120000/1136000)"),
    "cp1168": _cp("cp1168", "1168000 (line 160, line 161, line 162 completions 0-3)"),
    "cp1184": _cp("cp1184", "1184000 (line 162 completions 4-7, line 163; line 162 completion 4 "
                  "joined across 1168000/1184000)"),
    "cp1200": _cp("cp1200", "1200000 (line 164, line 165, line 166 completions 0-2; line 164 "
                  "completion 0 joined across 1184000/1200000)"),
    "cp1216": _cp("cp1216", "1216000 (line 166 completions 3-7, line 167, line 168 completions 0-4; "
                  "line 166 completion 3 joined across 1200000/1216000)"),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
k92s:0|wrong|tag|'<answer>8</answer>' (gold 4\sqrt3/3)
k92s:1|wrong|answer_colon|no tags; 'Answer: 2' then a stray code fence and SymPy code with no output (gold 4\sqrt3/3)
k92s:2|wrong|tag|'\boxed{4}' then '<answer>4</answer>' (gold 4\sqrt3/3)
k92s:3|wrong|tag|'<answer> 2 </answer>' (gold 4\sqrt3/3)
k92s:4|wrong|tag|'<answer>4</answer>' (gold 4\sqrt3/3)
k92s:5|wrong|tag|'approximately $(20.49, 3.60)' then '<answer>(10 \sqrt{2}, \frac{3 \pi}{4})</answer>' (gold (10\sqrt2, 19\pi/44))
cp1120:0|correct|tag|
cp1120:1|correct|tag|
cp1120:2|correct|tag|
cp1120:3|correct|tag|
cp1120:4|correct|tag|
cp1120:5|correct|tag|
cp1120:6|correct|tag|
cp1120:7|correct|bare_last_line|no tags; 'So the answer is:\n\$40' ends the completion
cp1120:8|correct|tag|
cp1120:9|correct|tag|'<answer>\n$40\n</answer>', then 'thro', a rethink mentioning '-$40', and a last '<answer>$40</answer>'
cp1120:10|correct|tag|'<answer>$40</answer>'; a '\u2013' escape
cp1120:11|correct|tag|
cp1120:12|correct|tag|'<answer>\n$40\n</answer>'
cp1120:13|correct|tag|'<answer>$40</answer>'
cp1120:14|wrong|tag|'<answer>\n33\n</answer>' (gold 40)
cp1136:0|correct|tag|
cp1136:1|correct|tag|a '<think>' block AFTER the working
cp1136:2|correct|tag|
cp1136:3|correct|tag|
cp1136:4|correct|tag|a '<think>' block AFTER the working; '\u2019' escapes
cp1136:5|wrong|tag|'<answer>\n55\n</answer>' (gold 40)
cp1136:6|correct|tag|
cp1136:7|correct|tag|
cp1136:8|correct|tag|
cp1136:9|correct|tag|
cp1136:10|correct|tag|
cp1136:11|correct|tag|
cp1136:12|correct|tag|
cp1136:13|correct|tag|
cp1136:14|correct|tag|a '<think>' block AFTER the working
cp1136:15|correct|tag|
cp1136:16|correct|tag|
cp1136:17|correct|tag|a '<think>' block AFTER the working
cp1136:18|correct|tag|
cp1136:19|correct|tag|a '<think>' block AFTER the working
cp1136:20|correct|tag|
cp1136:21|correct|tag|a '<think>' block AFTER the working
k93s:0|wrong|boxed|no tags; Python with its output 8642, then '\(\boxed{8642}\)' last (gold 9871)
k93s:1|wrong|tag|'<answer>1</answer>' (gold 1/2)
k93s:2|wrong|tag|'<answer>$\frac{7}{2}$</answer>' (gold 1/2)
k93s:3|wrong|tag|'<answer> $\frac{1}{4}$ </answer>' (gold 1/2)
k93s:4|wrong|tag|'<answer> -1 </answer>' (gold 1/2)
k93s:5|correct|tag|'<answer>$\frac{1}{2}$</answer>'
k93s:6|wrong|tag|'<answer>0</answer>' (gold 1/2)
k93s:7|wrong|tag|'<answer> $\frac{7}{11}$ </answer>' (gold 1/2)
k93s:8|correct|tag|'<answer>1/2</answer>'
k93s:9|correct|boxed|no tags; SymPy code with its output [-3], then '\(\boxed{-3}\)' last
k94s:0|no_answer|none|no tags; the response stops (149 tokens, not at the cap) mid-expression '+\frac{' before any remainder is stated
k94s:1|correct|tag|'<answer> $2$ </answer>'
k94s:2|wrong|tag|'<answer>558</answer>' (gold 501)
k94s:3|wrong|tag|'<answer>385</answer>' (gold 501)
k94s:4|correct|tag|
k94s:5|wrong|tag|'\boxed{421}' then '<answer>421</answer>' (gold 501)
k94s:6|wrong|tag|'<answer>160</answer>' (gold 501)
k94s:7|wrong|tag|'\boxed{510}' then '<answer>510</answer>' (gold 501)
k95s:0|wrong|tag|'\end{CDR<answer> (10 \sqrt{2}, \frac{3 \pi}{4})' (an unclosed tag, gold (10\sqrt2, 19\pi/44)), then an invented 'Human:' turn about an A.P. answered 6
k95s:1|wrong|boxed|no tags; Python with its output (13.63, 2.42), then '\boxed{(13.63, 2.42)}' last (gold (10\sqrt2, 19\pi/44))
k95s:2|wrong|tag|'<answer>$(10\sqrt{2}, \frac{17\pi}{22})$\end{answer}<end think>' (no closing tag; gold (10\sqrt2, 19\pi/44))
k95s:3|correct|tag|'<answer> -3 </answer>'
k95s:4|correct|tag|'<answer> -3 </answer>'
k95s:5|correct|tag|'<answer> -3 </answer>'
k95s:6|correct|tag|'<answer> -3 </answer>'
k95s:7|correct|tag|'<answer> -3 </answer>'
k95s:8|correct|tag|'<answer> -3 </answer>'
k96s:0|wrong|tag|'<answer>64</answer>' (gold 32)
k96s:1|wrong|tag|'<answer> \(\boxed{\frac{64}{3}}\) </answer>' (gold 32)
k96s:2|wrong|tag|'<answer> $768$ </answer>' (gold 32)
k96s:3|wrong|tag|'<answer> $\frac{128}{3}$ </answer>' (gold 32)
k96s:4|wrong|boxed|no tags; Python with its output 8.0, then '\(\boxed{8}\)' last (gold 32)
k96s:5|correct|tag|'<answer> $-2$ </answer>'
k96s:6|correct|tag|
k96s:7|correct|tag|'<answer> $-2$ </answer>'
k96s:8|correct|tag|'<answer> -2 </answer>'
k96s:9|correct|tag|'<answer>$-2$</answer>'
k97s:0|correct|boxed|no tags; Python with its output 54.6, then '\(\boxed{54.60}\) dollars.' last for the gold ' \$ 54.60'
k97s:1|wrong|tag|'\boxed{\$ 27.30}' then '<answer> $27.30$ </answer>' (gold \$ 54.60)
cp1152:0|correct|tag|line 158 completion 0 joined across 1136000/1152000
cp1152:1|correct|tag|a '<think>' block AFTER the working; a '\u2019' escape
cp1152:2|correct|tag|
cp1152:3|correct|tag|
cp1152:4|correct|tag|
cp1152:5|correct|tag|
cp1152:6|correct|tag|
cp1152:7|correct|tag|
cp1152:8|correct|tag|'<answer>\n57.00\n</answer>'
cp1152:9|correct|tag|'\boxed{47.00}' in the working, then a '<think>' block recomputing 57 and '<answer>\n$57.00\n</answer>': the tag holds the gold
cp1152:10|correct|tag|'<answer>\n$57.00\n</answer>'
cp1152:11|correct|tag|a '<think>' block AFTER the working; '<answer>\n$57.00\n</answer>'
cp1152:12|wrong|tag|'<answer>\n$58.75\n</answer>' (gold 57)
cp1152:13|correct|tag|'the final amount Stephen paid is $67.00' in the working, then a '<think>' block recomputing 57 and '<answer>\n$57.00\n</answer>': the tag holds the gold
cp1152:14|correct|tag|'$67.00' in the working, then a '<think>' block recomputing 57 and '<answer>\n$57.00\n</answer>': the tag holds the gold
cp1152:15|correct|tag|'<answer>\n$57.00\n</answer>'
cp1152:16|correct|tag|line 155 completion 1 joined across 1120000/1136000
k98s:0|wrong|tag|'<answer> -\frac{1}{4} </answer>' (gold 3/4)
k98s:1|wrong|tag|'\boxed{\frac{11}{4}}', '<end think>' for '</think>', then '<answer> \frac{11}{4} </answer>' (gold 3/4)
k98s:2|wrong|tag|'\boxed{\frac{1}{4}}' then '<answer>1/4</answer>' (gold 3/4)
k98s:3|no_answer|truncated|no tags; cut at the 1024-token cap inside '\frac{1' before any sum is stated
k98s:4|wrong|tag|'<answer> -\frac{1}{6} </answer>' (gold 3/4)
k98s:5|wrong|tag|'\boxed{-\frac{2}{3}}' then '<answer> -2/3 </answer>' (gold 3/4)
k98s:6|wrong|tag|'<answer> $-\frac{1}{8}$ </answer>' (gold 3/4)
k99s:0|wrong|tag|the tag holds a sum written out, ending '= \frac{17}{420}$' (gold 11/180)
k99s:1|wrong|tag|'<answer>$D=(1, +\infty)$</answer>' (gold (4, \infty))
k99s:2|wrong|tag|'<answer> $x$ generates a domain $x > 64$.</answer>' (gold (4, \infty))
k99s:3|wrong|tag|'<answer> (1, ∞) </answer>' (a raw '∞'; gold (4, \infty))
k99s:4|correct|tag|'<answer> $(4, +\infty)$ </answer>' for the gold '(4, \infty)'
k99s:5|correct|tag|'<answer> $(4, +\infty)$ </answer>' for the gold '(4, \infty)'
k99s:6|correct|tag|'<answer>$\{x|x > 4\}$</answer>' (set-builder form of the interval (4, \infty))
k99s:7|correct|tag|'<answer> $(4, +\infty)$ </answer>' for the gold '(4, \infty)'
k99s:8|correct|tag|'<answer> $(4, \infty)$ </answer>'
k100s:0|wrong|tag|'<answer>165</answer>' (gold 61)
k100s:1|correct|tag|
k100s:2|wrong|tag|'<answer> $\mathrm{(D) \ } 63$ </answer>' (a choice letter and 63; gold 61)
k100s:3|no_answer|none|no tags; the response stops (149 tokens, not at the cap) inside '\pmod{1' before any remainder is stated
k100s:4|wrong|tag|'<answer>8</answer>' (gold 10)
k100s:5|wrong|tag|'<answer>2</answer>' (gold 10)
k100s:6|correct|tag|
k100s:7|correct|tag|'\boxed{10}' then '<answer>10 </answer>'
cp1168:0|correct|tag|
cp1168:1|correct|tag|
cp1168:2|correct|tag|
cp1168:3|correct|tag|
cp1168:4|correct|tag|
cp1168:5|correct|tag|
cp1168:6|correct|tag|a stray '</think>' before the tag
cp1168:7|correct|tag|
cp1168:8|wrong|tag|'<answer>24</answer>' (gold 17)
cp1168:9|wrong|tag|'<answer>19</answer>' (gold 17)
cp1168:10|correct|tag|
cp1168:11|correct|tag|
cp1168:12|correct|tag|a '<think>' block AFTER the working
cp1168:13|wrong|tag|'<answer>\n19\n</answer>' (gold 17)
cp1168:14|wrong|boxed|no tags; Python with its output 19, then '\( \boxed{19} \)' last (gold 17)
cp1168:15|wrong|tag|'<answer>19</answer>' (gold 17)
cp1168:16|correct|tag|
cp1168:17|correct|tag|'<answer>\n$1430\n</answer>'
cp1168:18|correct|tag|'<answer>\n$1430\n</answer>'
cp1168:19|correct|tag|a '<think>' block AFTER the working; a '\u2019' escape
k101s:0|correct|tag|'<answer>75% </answer>' for the gold '75\%'
k101s:1|correct|tag|'<answer>75%</answer>' for the gold '75\%'
k101s:2|correct|tag|
k101s:3|correct|tag|
k101s:4|correct|tag|
k101s:5|correct|tag|
k101s:6|correct|tag|
k101s:7|correct|tag|
k101s:8|wrong|tag|'<answer>7</answer>' (gold 0)
k101s:9|correct|tag|
cp1184:0|correct|tag|line 162 completion 4 joined across 1168000/1184000; pseudo-markup '\[ \text{Think:}\n\]' then a stray '</think>' before the tag
cp1184:1|correct|tag|
cp1184:2|correct|tag|a '<think>' block AFTER the working; '<answer>\n$1430\n</answer>'
cp1184:3|correct|tag|'<answer>\n$1430\n</answer>'
cp1184:4|wrong|tag|'<answer>\n$52,500\n</answer>' (gold 25000)
cp1184:5|no_answer|truncated|no tags; cut at the length limit inside 'Year 24: ... \times 0' before any pension is stated
cp1184:6|wrong|tag|'<answer>\n$100,000\n</answer>' then a stray '</think>' (gold 25000)
cp1184:7|wrong|prose_sentence|debatable: no tags; 'Thus, her annual pension at year 30 will be approximately $81,444.50.' then a '<think>' block cut at the length limit mid-sentence ('will be approximately'): wrong by the last stated result (no_answer if the cut makes it count as unfinished; gold 25000)
cp1184:8|wrong|prose_sentence|debatable: no tags; 'Annual pension after quitting = $2,000,000 / 10 years = $200,000/year', 'Now let's write it in the required format.', then a '<think>' block cut at the length limit: wrong by the last stated result (no_answer if the cut makes it count as unfinished; gold 25000)
cp1184:9|no_answer|truncated|no tags; cut at the length limit ('hence methodically simplifying') with no pension stated
cp1184:10|wrong|tag|'<answer>\n$50,000\n</answer>' (gold 25000)
cp1184:11|no_answer|truncated|no tags; cut at the length limit inside '- \(r' before any pension is stated
k102s:0|correct|tag|'<answer> $\begin{pmatrix} 6 \\ -33 \end{pmatrix}$ </answer>'
k102s:1|correct|tag|
k102s:2|correct|tag|
k102s:3|correct|tag|'$\begin{pmatrix} 6 \\ -33 \end{pmatrix} $</answer>' (the closing '$' before the tag)
k102s:4|correct|tag|
k102s:5|correct|tag|
k102s:6|wrong|tag|the tag holds prose ending 'the closest point is $(\frac{5}{2}, 0, \frac{11}{2})$.' (gold (11/5, 2/5, 5))
k102s:7|wrong|prose_sentence|no '</think>' and no opening answer tag; the last sentence gives the point '(1-3(2\sqrt{2}/\sqrt{50}), 2+4(2\sqrt{2}/\sqrt{50}), 3+5(2\sqrt{2}/\sqrt{50}))' = (-1/5, 18/5, 5), then a stray '</answer>' (gold (11/5, 2/5, 5))
cp1200:0|correct|tag|line 164 completion 0 joined across 1184000/1200000; '<answer>\n$1596\n</answer>'
cp1200:1|correct|tag|'<answer>\n$1596\n</answer>'; '\u00d7' escapes
cp1200:2|correct|tag|a '<think>' block AFTER the working
cp1200:3|correct|tag|a '<think>' block AFTER the working; '<answer>$1596</answer>'
cp1200:4|correct|tag|'<answer>\n$1596\n</answer>'
cp1200:5|correct|tag|'<answer>\n$1596\n</answer>'
cp1200:6|correct|tag|
cp1200:7|correct|tag|two stray '</think>' closings before the tag
cp1200:8|correct|tag|a '\u2019' escape
cp1200:9|correct|tag|
cp1200:10|correct|tag|
cp1200:11|correct|tag|a stray '</think>' before the tag
cp1200:12|correct|tag|a '\u2019' escape
cp1200:13|correct|tag|a stray '</think>' before the tag
cp1200:14|correct|tag|
cp1200:15|correct|tag|
cp1200:16|correct|tag|
cp1200:17|correct|tag|
cp1200:18|correct|tag|a '<think>' block AFTER the working
k103s:0|wrong|tag|'<answer> 14 </answer>' (gold 15)
k103s:1|wrong|tag|'<answer> 29 </answer>' (gold 15)
k103s:2|correct|tag|'<answer>15 </answer>'
k103s:3|correct|tag|'<answer> 15 </answer>'
k103s:4|correct|tag|'<answer>0.155</answer>' for the gold '.155'
k103s:5|correct|prose_sentence|debatable: no tags; 'the probability to be approximately 0.155.' for the question asked, then an invented 'User: What if these dice were 8-sided dice?' turn answered 'approximately 0.115.' at the end: correct by the answer to the question asked (wrong if the invented turn's last value counts as the final answer)
k103s:6|correct|tag|'<answer>0.155</answer>' for the gold '.155'
k103s:7|correct|tag|'<answer>0.155</answer>' for the gold '.155'
k104s:0|wrong|boxed|no tags; '\boxed{\frac{9\pi - 18}{4}}' last (gold \pi - 2)
k104s:1|wrong|tag|'\frac{9\pi}{8}' in the think block, then '<answer> $9\pi/4 - 18$ </answer>' (gold \pi - 2)
k104s:2|wrong|tag|no '</think>'; '<answer> $\boxed{\frac{27(\pi - 2)}{4}}$ </answer>' (gold \pi - 2)
k104s:3|wrong|tag|'\boxed{18\pi - 18}' then '<answer>18*pi - 18</answer>'; raw '√' characters (gold \pi - 2)
k105s:0|wrong|tag|'<answer>1223</answer>'; a raw '≤' (gold 1575)
k105s:1|wrong|tag|'<answer>1494</answer>' (gold 1575)
k105s:2|wrong|tag|no '</think>'; 'Q.E.D.<answer> 0 </answer>' (gold -4)
k105s:3|wrong|tag|'\boxed{-17}' then '<answer>-17</answer>' (gold -4)
k105s:4|wrong|tag|'<answer>76</answer>' (gold -4)
k105s:5|correct|tag|malformed closings '</ think>' and '</ answer>': '<answer>-4</ answer>'
k105s:6|wrong|tag|'<answer> 6 </answer>' (gold -4)
k105s:7|wrong|tag|'<answer>4</answer>' (the sign lost; gold -4)
k105s:8|wrong|tag|'<answer>21 </answer>' (gold -4)
k105s:9|wrong|tag|'<answer>-3</answer>' (gold -4)
cp1216:0|correct|tag|line 166 completion 3 joined across 1200000/1216000
cp1216:1|correct|tag|
cp1216:2|correct|tag|
cp1216:3|correct|tag|'<answer>\n36\n</answer>' then a '<think>' block AFTER the tag, ending the completion
cp1216:4|correct|tag|two stray '</think>' closings before the tag
cp1216:5|correct|tag|'<answer>\n48\n</answer>', a '<think>' block, then the same tag again
cp1216:6|correct|tag|
cp1216:7|wrong|tag|'<answer>\n28\n</answer>' (gold 48)
cp1216:8|correct|tag|
cp1216:9|correct|tag|
cp1216:10|correct|tag|
cp1216:11|wrong|tag|'<answer>\n44\n</answer>' (gold 48)
cp1216:12|correct|tag|
cp1216:13|wrong|tag|'<answer>\n695\n</answer>' (gold 595)
cp1216:14|correct|tag|
cp1216:15|wrong|tag|'<answer>\n695\n</answer>' (gold 595)
cp1216:16|correct|tag|'\boxed{595}', a '<think>' block, then '<answer>\n595\n</answer>'
cp1216:17|wrong|tag|'<answer>\n605\n</answer>' (gold 595)
k74t:0|wrong|tag|'<answer> $\boxed{\frac{2}{125}}$ </answer>' (gold 6/125)
k74t:1|correct|tag|
k74t:2|correct|tag|no '</think>'; 'The answer is <answer>35</answer>'
k74t:3|correct|tag|
k74t:4|correct|tag|
k74t:5|correct|tag|'<answer>35 </answer>'
k74t:6|correct|tag|the think block stops at 7 (the quotient), then '<answer>35 </answer>': the tag holds the gold
k74t:7|correct|tag|
k74t:8|correct|tag|'<answer>35 </answer>'
k74t:9|wrong|tag|'\boxed{1}' then '<answer> 1 </answer>' (gold 7)
k74t:10|wrong|tag|'<answer>3</answer>' (gold 7)
k75t:0|correct|tag|'<answer>105</answer>' for the gold '105^\circ'
k75t:1|correct|tag|'<answer>105</answer>' for the gold '105^\circ'
k75t:2|wrong|tag|'<answer>155</answer>' (gold 105^\circ)
k75t:3|correct|tag|
k75t:4|correct|tag|
k75t:5|correct|tag|
k75t:6|correct|tag|
k75t:7|correct|tag|
k75t:8|correct|tag|
k75t:9|correct|tag|
k75t:10|correct|tag|
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
