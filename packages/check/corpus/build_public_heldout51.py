__doc__ = r"""Build public_heldout51.jsonl: a 51st held-out round of REAL model completions (issue 25).

Why: rounds 1-50 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (metrics, format_reward, answer_reward, reward, rewards and the
like) were not used to label.

Method (rounds 47-49's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: the file's JSON string (decoded once
more by the build). The helper pasted each completion's string as the read_file answer displays it
(the page text JSON-escaped once more) into scratch files (one record a line: source, record
number, key, file gold, question opening and the display string, separated by ' ||| '), and a small
script (mk.py) decoded that display form once into the file-level string (`r`) and checked that `r`
decodes; no record was re-encoded or retyped from its decoded form. A record is taken only when its
whole completion lies on the pages read; a completion crossing the edge between two consecutive
pages that were both read this round was joined at the edge (the two display strings
concatenated): cpx57 rec 0 = eval_outputs line 123 completion 3 across 896000/912000; cpx58 rec 0
= line 126 completion 3 across 912000/928000; cpx60 rec 0 = line 131 completion 1 across
944000/960000; cpx62 rec 0 = line 133 completion 4 across 960000/976000. No KleistvonLiu rollout
was joined. Records whose opening fields (the prompt) lie on page 4 (read by earlier rounds, not
this one) but whose response and gold lie wholly on the page read were taken as read, the key
inferred from the next line's (question_index, rollout_index): k79f rec 0 (step 79 q4 r3), k80f
rec 0 (step 80 q6 r2), k81f rec 0 (step 81 q6 r5), k91f rec 0 (step 91 q4 r5), k100f rec 0 (step
100 q5 r5), k101f rec 0 (step 101 q3 r3), k103f rec 0 (step 103 q5 r4), k105f rec 0 (step 105 q4
r6). Records whose response lies wholly on the page and only the line's metadata crosses into page
6 (not read) were taken: k79f rec 9, k101f rec 10, k104f rec 5, k105f rec 7. Not transcribed
(read, but left out): the first, partial metadata or response of every page read where it opens
inside one (step 82 inside q6 r1's metadata, 87 inside q5 r2's metadata, 99 inside q4 r0's
response, 102 inside q4 r7's metadata, 104 inside q3 r4's metadata; codearky 896000 inside line
121 completion 2, whose start is on 880000, not read this round); the last rollout of every
KleistvonLiu page read, which crosses into page 6 (not read); codearky line 136 completion 2
(crosses into 992000, not read). Nothing is shortened. Every completion was compared
(whitespace-normalised) with every completion of rounds 1-50 (the completion fields of
packages/check/corpus/public_heldout*.jsonl, 50 files, by script, dedup.py): none repeats an
earlier round's completion, and no two completions in this round are equal.

Repositories (221 records): codearky/cross-policy-with-trl 119 (53.8 %),
KleistvonLiu/assignment5-alignment 102 (46.2 %); only these two (another helper gathered from other
repositories at the same time). No licence file was found for either in the index (rounds 16-49
looked, find_files path LICENSE; not looked up again this round); `licence` per record.

Split: think_answer 221 (every record's prompt asks for the tag format; 207 are labelled by an
answer tag (one by '</ think>' then an unclosed tag holding Python, a box and an invented second
problem, k91f rec 0), 8 by a box with no answer tag (one followed by a stray '</answer>', k105f rec
0), 3 by a bare last line ('Answer:\n\$243.00', '$26.00', pseudo-tags '( answer )\n9'), 3 are cut
at the length cap); GSM8K 119 (codearky), MATH 102 (KleistvonLiu). Truths: correct 150, wrong 70,
no_answer 1 (GSM8K 103 / 16 / 0, MATH 47 / 54 / 1). Forms: tag 207, boxed 8, truncated 3,
bare_last_line 3. 2 debatable (cpx56 rec 2, k103f rec 0). No long chain-of-thought source this
round: the brief named only these two repositories, both tag-format (their untagged completions,
boxes, Python with outputs and cut-off working, are the nearest to chain-of-thought here).

Selection (records as they come, not by how hard they look; each file read from the offset named, in
file order; every record whose completion lies on the pages read taken unless said above):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold): outputs/grpo_full_mathv2/rollout_step_0000NN/
  rollouts.jsonl, page 5 (offset 80000) of steps 79, 80, 81, 82, 87, 91, 99, 100, 101, 102, 103,
  104 and 105 (= k79f ... k105f). Forms: '<answer> After solving the equations, we find that the
  first term \(a\) is 3. </answer>' (a sentence in the tag), '<answer>8:34 am </answer>' and
  '<answer>8:34 PM</answer>' for '8\!:\!34 \text{ p.m.}', '<answer>04:51:06</answer>' for
  '4\!:\!51\!:\!06 \text{ p.m.}' (the question asks for HH:MM:SS without am or pm),
  '<answer>75</answer>' and '<answer>75%</answer>' for '75\%', '<answer>$\frac{26}{42} =
  \frac{13}{21}$</answer>', '<answer> $\pm\sqrt{2}$ </answer>' for '\sqrt{2}, -\sqrt{2}',
  '<answer>$\frac{a}{c}$</answer>', plane equations in the tag, a pmatrix in the tag, '[/think]'
  for '</think>', '\boxed{1.}\</think>', an [asy] block in the working, '\$n\$' escaped dollars,
  no tags with Python ('\r\n' line ends, '±' in a comment) and a box, responses cut at the
  1024-token cap, '×' and '÷' as the file writes them.
* codearky/cross-policy-with-trl (GSM8K test in order; the tag prompt; the cross-policy run's
  policy0/checkpoint-700 block that starts at line 101): eval_outputs.jsonl pages at 896000
  (cpx56), 912000 (cpx57), 928000 (cpx58), 944000 (cpx59), 960000 (cpx60, cpx61), 976000 (cpx62):
  lines 121-136 (GSM8K test 20-35). Forms: '<answer>\n\$26.00\n</answer>', '<answer>\n$253.00\n
  </answer>', '<answer>\n243.00\n</answer>', '<answer>$16.00</answer>', '<answer>\n15.67\n</answer>'
  then a closing sentence, a tag, a '<think>' block and the tag again, '<think>' blocks (many
  opening with the template's 'Reason here.') AFTER the working, stray '</think>' closings, no
  tags with a closing box or 'Answer:' line, pseudo-tags '(think)' and '( answer )', a completion
  cut at the length cap, '\u2019', '\u00d7', '\u00f7', '\u2192' and '\u2248' escapes kept as the
  file writes them.

Label conventions (rounds 37-49's): the last final answer counts; a hedge between values or the gold
with another value is wrong; a response cut before any final answer is no_answer; equal in value but
written differently is correct (a '$' sign and cents, '243.00' for 243, '75' or '75%' for '75\%',
'8:34 PM' for '8\!:\!34 \text{ p.m.}', '04:51:06' where HH:MM:SS without am/pm is asked,
'\pm\sqrt{2}' for '\sqrt{2}, -\sqrt{2}'); another quantity is wrong ('8:34 am' for 8:34 p.m.); in
the tag format the `<answer>` content is the final answer whatever the think block says; with no
answer tag the completion is labelled by its last box or last stated result; malformed or
pseudo-tags do not change which answer counts. Debatable this round: cpx56 rec 2 (no tag;
'approximately 15.33 liters' then a '<think>' block cut at the cap: wrong by the last stated
result, no_answer if a cut-off completion without a tag does not count); k103f rec 0 (no tags; 'the
possible values of $k$ are $2$ and $-2$' then Python cut at the cap: wrong by the last stated
result, no_answer likewise).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question that opens with the record's
question words (taken from codearky's user turn), checked equal to the file's own `answer`; all
codearky questions are in gsm8k/test.jsonl (lines 20-35). For cpx56 recs 0-4 (line 121) the user
turn and the file's `answer` lie on 880000 (not read this round): their question opening was taken
from gsm8k/test.jsonl line 20 (the question the completions work) and their file gold written as
that line's `####` value, so the build's equality check is trivially met for them. MATH: the
KleistvonLiu problems' opening words are looked up in MATH-500; none of the problems read here is
there, so the file's own answer (its MATH test gold, `ground_truth`) as transcribed.

Leads for a later round: KleistvonLiu page 6 (offset 96000) of steps 74-105 except those whose page
5 was never read (each page 5 read by rounds 49 and 51 ends inside a rollout that page 6
completes); page 7 on of every step; codearky eval_outputs.jsonl from 992000 (line 136 completion 2
on, the policy0 block; the file is 1,456,743 characters, about 29 pages left); codearky line 121
completion 2 (across 880000/896000) if both pages are read again.

Usage: python build_public_heldout51.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout51.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout51.jsonl"
SOURCE = "public_heldout51"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-49 took pages 0-3 of steps "
    "74-105, page 4 of all of them and page 5 of steps 74-78, 83-86, 88-90 and 92-98; this "
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

# short id -> (step, page); page 5 = offset 80000
KL_PAGES = {f"k{s}f": (s, 5) for s in (79, 80, 81, 82, 87, 91, 99, 100, 101, 102, 103, 104, 105)}


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
    "cpx56": _cp("cpx56", "896000 (line 121 completions 3-7, line 122, line 123 completions 0-2; the "
                 "page opens inside line 121 completion 2, whose start is on 880000, not read this "
                 "round, not taken)"),
    "cpx57": _cp("cpx57", "912000 (line 123 completions 3-7, line 124, line 125, line 126 "
                 "completions 0-2; line 123 completion 3 joined across 896000/912000)"),
    "cpx58": _cp("cpx58", "928000 (line 126 completions 3-7, line 127, line 128; line 126 "
                 "completion 3 joined across 912000/928000)"),
    "cpx59": _cp("cpx59", "944000 (line 129, line 130, line 131 completion 0; line 129's system "
                 "turn opens on 928000, its question, answer and completions lie on 944000)"),
    "cpx60": _cp("cpx60", "960000 (line 131 completions 1-7; line 131 completion 1 joined across "
                 "944000/960000)"),
    "cpx61": _cp("cpx61", "960000 (line 132, line 133 completions 0-3)"),
    "cpx62": _cp("cpx62", "976000 (line 133 completions 4-7, line 134, line 135, line 136 "
                 "completions 0-1; line 133 completion 4 joined across 960000/976000)"),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
k79f:0|wrong|tag|'<answer>8</answer>' (gold 5)
k79f:1|wrong|tag|'<answer> 45 </answer>' (gold 5)
k79f:2|correct|tag|
k79f:3|correct|tag|
k79f:4|wrong|tag|a sentence in the tag: 'After solving the equations, we find that the first term \(a\) is 3.' (gold 5)
k79f:5|correct|boxed|no tags; '\[\boxed{1975}\]', then a Python block with '\r\n' line ends and no output ends the response
k79f:6|correct|tag|
k79f:7|correct|tag|
k79f:8|correct|boxed|no tags; Python with its output 1975, then '$\boxed{1975}$' last
k79f:9|wrong|tag|'<answer>25</answer>' (gold 1975)
cpx56:0|wrong|tag|'<answer>\n24\n</answer>' (gold 15)
cpx56:1|correct|tag|
cpx56:2|wrong|truncated|debatable: no answer tag; 'Therefore, there is approximately 15.33 liters of water in the 24 liters.' then a '<think>' block cut at the length cap: wrong by the last stated result (no_answer if a cut-off completion without a tag does not count)
cpx56:3|correct|tag|
cpx56:4|wrong|tag|'<answer>\n15.67\n</answer>' then a closing sentence (gold 15)
cpx56:5|wrong|tag|'<answer>2</answer>' (gold 14)
cpx56:6|wrong|tag|
cpx56:7|wrong|tag|
cpx56:8|wrong|tag|'<answer>\n23\n</answer>' (gold 14)
cpx56:9|wrong|tag|'<answer>\n8\n</answer>' (gold 14)
cpx56:10|wrong|tag|'<answer>2</answer>', a '<think>' block AFTER it, then '<answer>2</answer>' again (gold 14)
cpx56:11|wrong|tag|
cpx56:12|wrong|tag|'<answer>0</answer>' (gold 14)
cpx56:13|correct|tag|
cpx56:14|correct|tag|
cpx56:15|correct|tag|a '<think>' block AFTER the working
cpx57:0|correct|tag|line 123 completion 3 joined across 896000/912000
cpx57:1|correct|tag|
cpx57:2|correct|tag|
cpx57:3|correct|tag|two '</think>' closings with no opening tag; '<answer>7</answer>'
cpx57:4|correct|tag|
cpx57:5|correct|tag|
cpx57:6|correct|tag|a stray '</think>' before the tag
cpx57:7|correct|tag|
cpx57:8|correct|tag|
cpx57:9|correct|tag|
cpx57:10|correct|tag|
cpx57:11|correct|tag|
cpx57:12|correct|tag|
cpx57:13|correct|tag|a '<think>' block AFTER the working; '<answer>\n\$26.00\n</answer>' (an escaped dollar sign and cents)
cpx57:14|correct|tag|'<answer>\n$26\n</answer>'
cpx57:15|correct|tag|'<answer>\n$26.00\n</answer>'
cpx57:16|correct|tag|
cpx57:17|correct|tag|
cpx57:18|correct|tag|
cpx57:19|correct|tag|'<answer>\n$26.00\n</answer>'
cpx57:20|correct|bare_last_line|no tags; 'So, my final answer is:\n$26.00' ends the completion
cpx57:21|correct|tag|
cpx57:22|correct|tag|
cpx57:23|correct|tag|
k80f:0|wrong|tag|'<answer>2x + 2y + 3z - 11 = 0</answer>' (gold 5x - 11y + z - 17 = 0)
k80f:1|wrong|tag|'<answer> 5x - 2y - 3z + 5 = 0 </answer>' (gold 5x - 11y + z - 17 = 0)
k80f:2|wrong|tag|'<answer>5x - 2y - 3z - 13 = 0</answer>'
k80f:3|no_answer|truncated|no tags; cut at the 1024-token cap inside 'Since $20 + D$ must be an integer, we let $2' before any plane is stated
k80f:4|wrong|tag|'<answer>$-x + 2y + z - 1 = 0$</answer>' (A < 0; not the gold plane)
cpx58:0|correct|tag|line 126 completion 3 joined across 912000/928000
cpx58:1|correct|tag|
cpx58:2|correct|tag|
cpx58:3|correct|tag|
cpx58:4|correct|tag|
cpx58:5|correct|bare_last_line|no tags; 'Think:' working, then 'Answer:\n\$243.00' ends the completion (an escaped dollar sign and cents)
cpx58:6|wrong|tag|3 x 16.50 taken as 59.50; '<answer>\n$253.00\n</answer>' (gold 243)
cpx58:7|correct|tag|
cpx58:8|wrong|tag|a '<think>' block AFTER the working; '<answer>\n$253.00\n</answer>' (gold 243)
cpx58:9|correct|tag|'<answer>\n243.00\n</answer>'
cpx58:10|correct|tag|'<answer>\n$243\n</answer>'
cpx58:11|correct|tag|
cpx58:12|correct|tag|
cpx58:13|correct|tag|a '<think>' block AFTER the working
cpx58:14|correct|tag|'<answer>\n$16.00\n</answer>'
cpx58:15|correct|tag|
cpx58:16|correct|tag|
cpx58:17|correct|tag|
cpx58:18|correct|tag|'<answer>$16.00</answer>'
cpx58:19|correct|tag|
cpx58:20|correct|tag|
k81f:0|wrong|tag|'<answer>8:34 am </answer>' (gold 8:34 p.m.; the working says 'This gives us 8 am')
k81f:1|wrong|tag|'<answer>4:34 AM </answer>' (gold 8:34 p.m.)
k81f:2|correct|tag|'<answer>8:34 PM</answer>' for the gold '8\!:\!34 \text{ p.m.}'; '÷' as the file writes it
k81f:3|wrong|tag|'<answer>70</answer>' (gold 420)
k81f:4|correct|tag|
k81f:5|wrong|tag|'<answer>168</answer>' (gold 420)
k81f:6|wrong|tag|'<answer> 105 </answer>' (gold 420)
k81f:7|wrong|tag|'<answer>126</answer>' (gold 420)
k81f:8|correct|tag|
k81f:9|correct|tag|
k82f:0|correct|tag|'<answer>631 </answer>'
k82f:1|correct|tag|
k82f:2|correct|tag|
k82f:3|correct|tag|
k82f:4|correct|tag|
k82f:5|correct|tag|
k82f:6|wrong|boxed|no tags; '$\boxed{\frac{8}{21}}$' last (gold 3/7)
k82f:7|wrong|tag|'<answer>$\frac{26}{42} = \frac{13}{21}$</answer>' (an equation in the tag; gold 3/7)
k82f:8|wrong|tag|'<answer>18/35</answer>' (gold 3/7)
k82f:9|wrong|tag|'<answer> \(\frac{2}{7}\) </answer>' (gold 3/7)
k87f:0|wrong|tag|'<answer> $\frac{\sqrt{3} + 1}{2}$ </answer>' (gold 8/5)
k87f:1|wrong|tag|'<answer>$\frac{a}{c}$</answer>' (a symbolic ratio; gold 8/5)
k87f:2|correct|tag|'<answer> $\frac{8}{5}$ </answer>' (the working is wrong: c^2 = a^2 - b^2 = 25 from a^2 = 25, b^2 = 75)
k87f:3|wrong|tag|'[/think]' instead of '</think>'; '\boxed{3}' then '<answer>3</answer>' (gold 8/5)
k91f:0|wrong|tag|'</ think>' (a spaced closing tag), then an unclosed '<answer>' holding Python with '\r\n' line ends, its output 6720 and '\(\boxed{672}\)', then an invented new problem worked to 'minimum value of the expression is 9' and cut at the 1024-token cap: the answer to the question asked is 672 (gold 376)
k91f:1|wrong|tag|'<answer>768</answer>' (gold 376)
k91f:2|wrong|tag|'<answer>1720512</answer>' (gold 376)
k91f:3|wrong|tag|'<answer>63</answer>' (gold 3)
k91f:4|correct|tag|
k91f:5|wrong|tag|
k91f:6|wrong|tag|'<answer>21</answer>' (gold 3)
k91f:7|wrong|tag|
k91f:8|correct|tag|
k91f:9|correct|tag|'<answer> $3$ </answer>'
k99f:0|wrong|tag|'<answer> \frac{1}{10} </answer>' (gold 11/180)
k99f:1|wrong|tag|'<answer> 11/28 </answer>' after 'The final answer is 1/18, but ...' in the think block (gold 11/180)
k99f:2|wrong|boxed|no tags; '\(\boxed{\frac{1}{105}}\)' last (gold 11/180)
k99f:3|wrong|tag|'<answer>1/36</answer>' (gold 11/180)
k99f:4|wrong|tag|'<answer> \frac{1}{6} </answer>' (gold 11/180)
k100f:0|wrong|tag|'<answer>0,1</answer>' (gold -a/3)
k100f:1|correct|tag|'<answer> $-\frac{a}{3}$ </answer>'
k100f:2|wrong|tag|'<answer> $\boxed{-\frac{a}{2}}$ </answer>' (gold -a/3)
k100f:3|correct|tag|
k100f:4|correct|tag|
k100f:5|correct|tag|
k100f:6|correct|tag|
cpx59:0|wrong|tag|25 computed, then 20 + 25 = 45 given; '<answer>\n45\n</answer>' (gold 25)
cpx59:1|correct|tag|
cpx59:2|correct|tag|
cpx59:3|correct|tag|
cpx59:4|correct|boxed|no tags; '\boxed{25}' ends the completion
cpx59:5|correct|tag|
cpx59:6|correct|tag|'-25 miles' in the working, then 'Travel = 45 - 20 = 25 miles' and '<answer>\n25\n</answer>'
cpx59:7|correct|tag|
cpx59:8|correct|tag|
cpx59:9|correct|tag|
cpx59:10|correct|tag|
cpx59:11|correct|tag|a stray '</think>' before the tag
cpx59:12|wrong|tag|'<answer>\n158\n</answer>' (gold 104)
cpx59:13|wrong|tag|'<answer>\n94\n</answer>' (gold 104)
cpx59:14|correct|tag|
cpx59:15|correct|tag|
cpx59:16|correct|tag|a '<think>' block AFTER the working
k101f:0|correct|tag|'<answer>15 </answer>'; '×' as the file writes it
k101f:1|correct|tag|
k101f:2|correct|tag|
k101f:3|correct|tag|
k101f:4|correct|tag|
k101f:5|correct|tag|'<answer>75%</answer>' for the gold '75\%'
k101f:6|correct|tag|
k101f:7|correct|tag|'<answer>75</answer>' (no percent sign) after 'Let's calculate this using Python.' with no code
k101f:8|correct|tag|
k101f:9|correct|tag|'<answer>75</answer>' (no percent sign)
k101f:10|correct|tag|
k102f:0|correct|tag|'<answer>04:51:06</answer>' for the gold '4\!:\!51\!:\!06 \text{ p.m.}' (the question asks for HH:MM:SS without am or pm)
k102f:1|wrong|tag|'<answer>05:51:06</answer>' (gold 4:51:06 p.m.)
k102f:2|correct|tag|'<answer>04:51:06</answer>' (HH:MM:SS as asked)
k102f:3|wrong|tag|'<answer>03:06:06 p.m.</answer>' (gold 4:51:06 p.m.)
k102f:4|correct|tag|'<answer> $04:51:06$ </answer>'
k102f:5|correct|tag|
k102f:6|wrong|tag|'<answer> 04:07:46 </answer>' (gold 4:51:06 p.m.)
k102f:7|wrong|tag|'<answer>03:51:06</answer>' (gold 4:51:06 p.m.)
k102f:8|correct|tag|'<answer> $\begin{pmatrix} 6 \\ -33 \end{pmatrix}$ </answer>'
k103f:0|wrong|truncated|debatable: no tags; 'So the possible values of $k$ are $2$ and $-2$.' then Python ('±' in a comment, '\r\n' line ends) cut at the 1024-token cap: wrong by the last stated result (no_answer if a cut-off completion without a tag does not count; gold sqrt 2, -sqrt 2)
k103f:1|correct|tag|'<answer> $\sqrt{2},-\sqrt{2}$ </answer>'
k103f:2|wrong|tag|'<answer> 1/2, -1/2 </answer>' (gold sqrt 2, -sqrt 2)
k103f:3|correct|tag|'<answer> $\pm\sqrt{2}$ </answer>' for the gold '\sqrt{2}, -\sqrt{2}' (the same two values)
k103f:4|correct|tag|
k103f:5|wrong|tag|'\boxed{60}' then '<answer> 60 </answer>' (gold 15)
k103f:6|correct|tag|'<answer>15 </answer>'
cpx60:0|correct|tag|line 131 completion 1 joined across 944000/960000
cpx60:1|correct|tag|
cpx60:2|correct|boxed|no tags; '\[ \boxed{109} \]' ends the completion
cpx60:3|correct|tag|
cpx60:4|correct|tag|a '<think>' block AFTER the working
cpx60:5|correct|tag|
cpx60:6|correct|tag|
cpx61:0|correct|tag|
cpx61:1|correct|tag|
cpx61:2|correct|tag|
cpx61:3|correct|tag|
cpx61:4|correct|tag|a '<think>' block AFTER the working
cpx61:5|correct|tag|
cpx61:6|correct|tag|
cpx61:7|correct|tag|
cpx61:8|correct|tag|a stray '</think>' before the tag
cpx61:9|correct|tag|
cpx61:10|correct|tag|'<answer>35</answer>', a '<think>' block, then '<answer>35</answer>' again
cpx61:11|correct|tag|
k104f:0|wrong|tag|'<answer>1</answer>' (gold 6)
k104f:1|wrong|tag|'<answer>11</answer>' (gold 6)
k104f:2|wrong|tag|'<answer>25</answer>' (gold 6)
k104f:3|wrong|tag|'<answer>27\pi - 18\sqrt{3}</answer>' (gold \pi - 2)
k104f:4|wrong|tag|an [asy] block in the working; '<answer> $8\sqrt{2}-13$</answer>' (gold \pi - 2)
k104f:5|wrong|boxed|no tags; 'The final answer is \(\boxed{9\pi - 18\sqrt{2}}\).' after '... we take the part ... to be \(\frac{9\pi}{2}\)' (gold \pi - 2)
k105f:0|correct|boxed|no '</think>' and no opening answer tag; '$\boxed{\frac{5}{2}}$.</answer>' ends the response (a stray closing tag)
k105f:1|wrong|tag|'$\boxed{1.}\</think> <answer>1</answer>' (gold 5/2)
k105f:2|wrong|tag|'<answer> 1038 </answer>' (gold 1575)
k105f:3|wrong|tag|'<answer>1494</answer>' (gold 1575)
k105f:4|wrong|tag|'<answer>322</answer>' (gold 1575)
k105f:5|correct|tag|
k105f:6|wrong|tag|'\$n\$' escaped dollar signs in the working; '<answer>1239</answer>' (gold 1575)
k105f:7|wrong|tag|'<answer>1434</answer>' (gold 1575)
cpx62:0|correct|tag|line 133 completion 4 joined across 960000/976000
cpx62:1|correct|tag|
cpx62:2|correct|tag|
cpx62:3|correct|tag|
cpx62:4|correct|tag|
cpx62:5|correct|tag|
cpx62:6|correct|tag|
cpx62:7|correct|tag|
cpx62:8|correct|tag|
cpx62:9|correct|tag|
cpx62:10|correct|tag|
cpx62:11|correct|tag|
cpx62:12|correct|tag|
cpx62:13|correct|tag|
cpx62:14|correct|tag|
cpx62:15|correct|tag|
cpx62:16|correct|tag|
cpx62:17|correct|tag|a stray '</think>' before the tag
cpx62:18|correct|tag|
cpx62:19|correct|tag|
cpx62:20|correct|bare_last_line|no answer tags: '\[ \boxed{9} \]', then '(think)' ... '</think>' and pseudo-tags '( answer )\n9' ending the completion
cpx62:21|correct|tag|
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
