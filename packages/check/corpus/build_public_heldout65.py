r"""Build public_heldout65.jsonl: a 65th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (metrics, format_reward, answer_reward, reward and the like)
were not used to label.

Method (round 63's source and record format, a lighter paste): model output committed to a public
GitHub repository, read through the public-code index (16,000-character pages). Unlike rounds 61-63,
the helper did NOT paste whole pages: for time it pasted, from each page as the read_file answer
displays it (the page text JSON-escaped once more), each taken record's response body as displayed,
one line a record, under a header line with the record's key, its `ground_truth` field as displayed
and the problem's opening words, into pages/<page>.txt. mk.py decoded each displayed body once into
the file's JSON string body (`r`, `enc` = `json`, decoded once more by the build) and checked that
it decodes twice without error, that the file form holds no unescaped quote and that the decoded
completion holds no control character but newline and carriage return; no record was re-encoded or
retyped from its decoded form. The whole-page length check of rounds 61-63 (16,000 characters) was
therefore NOT made: a paste that dropped or doubled a span of a response without breaking its
escapes would not have been caught (no script compared the records with the pages). One paste needed
a repair before decoding: k77p8 rec 0's backslashes were first pasted single; they were doubled as
the display shows. Two records first overlooked on their pages were added on a second look (k75p8
rec 3, k76p8 rec 7). Nothing is shortened.

Pages 8 and 9 of each step 75-82 are consecutive and both were read, so no rollout of those steps
was lost at their shared edge (every response that ends on page 8 lies wholly on page 8 there; the
page-9 records whose lines open on page 8, k81p9 rec 0 and k82p9 rec 0, are keyed from page 8). A
record's key is inferred from the next line's (question_index, rollout_index) where its line opens
on a page not read this round (k75p8 rec 0, k77p8 rec 0, k79p8 rec 0, k80p8 rec 0, k81p8 rec 0;
k87p9 rec 0 and k88p9 rec 0, whose page 8 round 63 read; not re-read). Not transcribed (read, but
left out): the opening, partial response of a page that opens inside one (k82p8: step 82 q9 r2;
k74p9: q8 r2; k83p9: q9 r6; k85p9: q9 r1; k86p9: q9 r3); page openings inside metadata (nothing to
take); the last rollout of every page 9 read, whose response crosses into page 10 (not read):
step 74 q8 r7, 75 q7 r7, 76 q10 r1, 77 q8 r4, 78 q11 r5, 79 q9 r4, 80 q12 r1, 81 q12 r7, 82 q11 r2,
83 q10 r4, 84 q12 r7, 85 q10 r0, 86 q10 r6, 87 q9 r3, 88 q10 r0.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl, 64 files:
rounds 1-64; 17,103 distinct completions, by script, dedup.py, reading no labels) and with the
others of this round. None repeats an earlier round's completion. One repeated within the round word
for word: step 80 q9 r7 equals step 80 q9 r2 (k80p8 rec 8 = rec 3); the later copy was left out
(mk.py's DROP; k80p8 has no rec 8), so no two kept completions are equal.

Repository (180 records): KleistvonLiu/assignment5-alignment 180 (100 %), the only one this round
(the brief named only it). No licence file was found for it in the index (rounds 16-61 looked; not
looked up again this round); `licence` per record.

Split: think_answer 180 (every record's prompt asks for the tag format), no long chain-of-thought
source this round (its untagged completions - boxes after Python output, a bare triple after
'</think>', an 'Answer:' line, cut-off working - are the nearest to it). MATH 180 (MATH test
problems, the file's gold), GSM8K 0. Truths: correct 103, wrong 74, no_answer 3. Forms: tag 164
(among them '150 mL' for 150, '120°' and '$120^\circ$' for '120^\circ', '120' and '60' for
'120^\circ' / '60^\circ', '3/4' for '\dfrac34', '$$\frac{3}{5}$$', 'C' for '\text{C}', a lower-case
'e', a malformed opening '<answer"E</answer>', a box inside the tag, intervals and inequalities for
an interval gold, '$z-1$', a whole computation '8a + 4b + 2c + d = ... = -60' in the tag, tags with
no '</think>', an invented 'Assistant:' line before the tag, '[/think]' and '\</think>' for
'</think>'), boxed 10 (a last box with no answer tag: after Python output that disagrees with it,
after code with no output, before a stray '<end think>' and an invented 'Assistant:' turn, before an
invented new problem cut by the limit), answer_colon 1 ('Answer:
$\boxed{\cfrac{99003+a_{100}}{100}}$'), bare_last_line 1 ('</think> $(1,\frac{1}{2},-4)$'),
prose_sentence 1 (k77p9 rec 2, cut by the length limit, debatable), truncated 3 (cut by the
1024-token limit with no final answer: inside a fraction, inside a Python output line, a loop of
retracted '= 292' rewrites). 2 debatable (k77p8 rec 2, k77p9 rec 2).

Pages read this round (for the next round not to repeat them): KleistvonLiu/assignment5-alignment
outputs/grpo_full_mathv2/rollout_step_0000NN/rollouts.jsonl offset 128000 (page 8) of steps 75-82
(= k75p8 ... k82p8) and offset 144000 (page 9) of steps 74-88 (= k74p9 ... k88p9).

Selection (records as they come, not by how hard they look; each file read from the offset named;
every record whose completion lies on the pages read taken unless said above):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold `ground_truth`), the pages above.

Label conventions (rounds 37-63's): the last final answer counts; a hedge between values or the gold
with another value is wrong; a response cut before any final answer is no_answer; equal in value but
written differently is correct ('3/4' for '\dfrac34', '120°' for '120^\circ', '150 mL' for 150,
'C' for '\text{C}', '(1,\frac{1}{2},-4)' for '\left( 1, \frac{1}{2}, -4 \right)'); another quantity
is wrong ('13', the index, for the term 8192; an expression in an unknown for a number); in the tag
format the `<answer>` content is the final answer whatever the working says (a right tag after false
working is correct: k74p9 rec 1, k78p9 rec 0, k81p8 rec 7, k85p9 rec 4); with no answer tag the
completion is labelled by its last box, 'Answer:' line, bare answer or last stated result (a last
box after Python output that disagrees with it counts: k74p9 rec 3); malformed or stray tags do not
change which answer counts. Debatable this round: k77p8 rec 2 (no tags; Python output '[1]' and
'\[\boxed{1}\]', then an invented new problem worked until the 1024-token limit cuts it: correct by
the last final answer, no_answer if the cut continuation makes it count as unfinished; gold 1);
k77p9 rec 2 (no tags; 'So the Cesaro sum is: \[\frac{198100}{100} = 1981.\]' then Python code cut
by the limit: wrong by the last stated result, no_answer if the cut makes it count as unfinished;
gold 991).

Golds: the KleistvonLiu problems' opening words (as transcribed, 39-247 characters) are looked up in
MATH-500 (gold checked equal there when found), else the file's own answer (its MATH test gold,
`ground_truth`, as transcribed). None of this round's problems is in MATH-500, so every gold is the
file's own.

Leads for a later round: KleistvonLiu page 10 (offset 160000) of steps 74-88 (each page 9 read here
ends inside a rollout that page 10 completes) and of steps 90-105 (round 63's page-9 leads); page 9
(offset 144000) of step 89 (page 8 of 89 read by round 63); step 74's page 8 (round 55 lists it as a
lead, rounds 59-63 as read by an earlier round, and no builder's page list names it: dedup first).

Usage: python build_public_heldout65.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout65.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder
from heldout_repos import KL, KL_PROMPT, KLC, NO_LICENCE

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout65.jsonl"
SOURCE = "public_heldout65"

KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-63 took pages 0-6 of steps "
    "74-105, page 7 of steps 74-105, page 8 of steps 74 and 83-105 and page 9 of steps 90-105; "
    "this round page {} (offset {}) of step {}), rollout step {}, on MATH test problems; the "
    "record is one line's response (the text after the prompt's closing 'Assistant: <think>')"
)

STEPS8 = range(75, 83)
STEPS9 = range(74, 89)

# short id -> (step, page); page 8 = offset 128000, page 9 = offset 144000
KL_PAGES = {
    **{f"k{step}p8": (step, 8) for step in STEPS8},
    **{f"k{step}p9": (step, 9) for step in STEPS9},
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


# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {short: _kl(short) for short in KL_PAGES}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
k74p9:0|correct|boxed|no tags: a last box '\( \boxed{24} \)' after working
k74p9:1|correct|tag|'<answer> 24 </answer>' after false working ('150n is a multiple of 360 is 24')
k74p9:2|wrong|boxed|no tags: 'The answer is \(\boxed{12}\).' last (gold 24)
k74p9:3|correct|boxed|no tags: Python output '6', then 'is \(\boxed{24}\).' last: the last box counts
k75p8:0|correct|tag|key inferred (the line opens on page 7); '<answer>C</answer>' for '\text{C}'
k75p8:1|correct|tag|'<answer>C</answer>' for '\text{C}'
k75p8:2|correct|tag|'<answer>C</answer>' for '\text{C}'
k75p8:3|correct|tag|'<answer>C</answer>' for '\text{C}'
k75p9:0|wrong|tag|a malformed opening tag '<answer"E</answer>' after 'Thus, the answer is E.' (gold \text{C})
k75p9:1|wrong|tag|'<answer>e</answer>' (gold \text{C})
k75p9:2|wrong|tag|'<answer>A</answer>' (gold \text{C})
k76p8:0|wrong|tag|'<answer>30</answer>' (gold 8)
k76p8:1|correct|tag|'$\frac{3}{5}$' in the tag
k76p8:2|correct|tag|
k76p8:3|correct|tag|
k76p8:4|wrong|tag|'<answer> $-\frac{3}{5}$ </answer>': the sign (gold \frac{3}{5})
k76p8:5|correct|tag|
k76p8:6|correct|tag|
k76p8:7|correct|tag|
k76p9:0|correct|tag|'<answer>$$\frac{3}{5}$$</answer>': display dollars in the tag
k76p9:1|wrong|tag|'<answer>29</answer>' (gold 30)
k76p9:2|wrong|tag|'<answer>29</answer>' (gold 30)
k76p9:3|wrong|tag|no '</think>': '= 29. <answer>29</answer>' (gold 30)
k76p9:4|correct|tag|
k76p9:5|correct|tag|
k76p9:6|correct|tag|'<answer>30 </answer>'
k76p9:7|wrong|tag|'<answer>29</answer>' (gold 30)
k76p9:8|correct|tag|'<answer>30 </answer>'
k76p9:9|wrong|tag|'<answer>6 </answer>' (gold 4+\sqrt{5})
k77p8:0|correct|tag|key inferred (the line opens on page 7)
k77p8:1|correct|boxed|no tags: Python code with no output, then '\(\boxed{72}\)' last
k77p8:2|correct|boxed|debatable: no tags; Python output '[1]' and '\[\boxed{1}\]', then an invented new problem (a pentagon in a square, options A-E) worked until the 1024-token limit cuts it with no answer: correct by the last final answer (the box); no_answer if the cut continuation makes it count as unfinished
k77p8:3|correct|tag|
k77p8:4|wrong|tag|'<answer> -4 </answer>' (gold 1)
k77p8:5|correct|tag|
k77p8:6|correct|tag|
k77p8:7|wrong|tag|'<answer>4</answer>' (gold 1)
k77p9:0|wrong|tag|'<answer> -16 </answer>' (gold 1)
k77p9:1|wrong|tag|'<answer>2</answer>' with no working (gold 1)
k77p9:2|wrong|prose_sentence|debatable: no tags; 'So the Cesaro sum is: \[\frac{198100}{100} = 1981.\]', then 'Let's confirm this with Python code' and code cut by the 1024-token limit: wrong by the last stated result, no_answer if the cut makes it count as unfinished (gold 991)
k77p9:3|no_answer|truncated|cut at the 1024-token limit inside a fraction, no final answer
k77p9:4|correct|tag|
k77p9:5|wrong|answer_colon|no tags: 'Answer: $\boxed{\cfrac{99003+a_{100}}{100}}$' last, an expression in an unknown a_100 (gold 991)
k78p8:0|correct|tag|'<answer>150 mL </answer>': the gold with its unit
k78p8:1|correct|tag|
k78p8:2|correct|tag|
k78p8:3|correct|tag|
k78p8:4|wrong|tag|no '</think>': 'solve for n. <answer>13</answer>', the index, not the term (gold 8192)
k78p8:5|correct|tag|
k78p8:6|wrong|tag|'<answer>2047 </answer>' (gold 8192)
k78p8:7|wrong|tag|'<answer>4096</answer>' (gold 8192)
k78p8:8|wrong|tag|'<answer>31</answer>' (gold 8192)
k78p8:9|correct|tag|
k78p9:0|correct|tag|'<answer>5 </answer>' after a false rule ('2 when n is odd')
k78p9:1|wrong|tag|'<answer>6</answer>' (gold 5)
k78p9:2|correct|tag|
k78p9:3|wrong|tag|'<answer>9 </answer>' (gold 5)
k78p9:4|wrong|tag|'<answer>9 </answer>' (gold 5)
k78p9:5|correct|tag|
k78p9:6|correct|tag|
k78p9:7|correct|tag|
k78p9:8|correct|tag|
k78p9:9|correct|tag|
k78p9:10|correct|tag|
k78p9:11|correct|tag|'<answer>2 </answer>'
k79p8:0|correct|tag|key inferred (the line opens on page 7)
k79p8:1|correct|tag|
k79p8:2|wrong|boxed|no tags: Python output '3', then '\(\boxed{3}\)' last (gold 7)
k79p8:3|wrong|tag|'<answer>3</answer>' (gold 7)
k79p8:4|wrong|tag|'<answer> 4 </answer>' (gold 7)
k79p8:5|wrong|tag|'<answer>3 </answer>' (gold 7)
k79p8:6|wrong|tag|'<answer> 5 </answer>' (gold 7)
k79p9:0|wrong|tag|'<answer>4</answer>' (gold 7)
k79p9:1|wrong|tag|'<answer>6</answer>' (gold 7)
k79p9:2|wrong|boxed|no answer tag: '$\boxed{6}$ isosceles triangles' then a stray '<end think>', an invented 'Assistant:' turn and Python code whose comment says 'So the final answer is 6.' (gold 7)
k79p9:3|correct|tag|
k79p9:4|correct|tag|
k79p9:5|correct|tag|'<answer> $-6$ </answer>'
k79p9:6|correct|tag|
k80p8:0|correct|tag|key inferred (the line opens on page 7)
k80p8:1|correct|tag|
k80p8:2|correct|tag|'<answer> $10$ </answer>'
k80p8:3|correct|tag|
k80p8:4|correct|tag|
k80p8:5|correct|tag|
k80p8:6|correct|tag|
k80p8:7|correct|tag|
k80p8:9|correct|tag|'<answer>120</answer>' for '120^\circ'
k80p8:10|correct|tag|'120' for '120^\circ'
k80p8:11|correct|tag|'120' for '120^\circ'
k80p8:12|correct|tag|'120' for '120^\circ'
k80p9:0|correct|tag|'120' for '120^\circ'
k80p9:1|correct|tag|'120' for '120^\circ'
k80p9:2|correct|tag|'<answer>120°</answer>': a degree sign for '120^\circ'
k80p9:3|correct|tag|'<answer> $120^\circ$ </answer>'
k80p9:4|correct|tag|
k80p9:5|correct|tag|
k80p9:6|correct|tag|
k80p9:7|correct|tag|
k80p9:8|correct|tag|
k80p9:9|correct|tag|
k80p9:10|correct|tag|
k80p9:11|correct|tag|
k80p9:12|correct|tag|
k81p8:0|wrong|tag|key inferred (the line opens on page 7); '<answer> $\frac{34}{45}$ </answer>' (gold \frac{41}{90})
k81p8:1|correct|tag|
k81p8:2|correct|tag|
k81p8:3|correct|tag|
k81p8:4|correct|tag|
k81p8:5|correct|tag|
k81p8:6|wrong|tag|'<answer>1</answer>' (gold 5)
k81p8:7|correct|tag|'<answer>5 </answer>' after retracted working (6, 9, -15)
k81p8:8|correct|tag|
k81p8:9|wrong|tag|'<answer>13</answer>' (gold 5)
k81p8:10|wrong|tag|'<answer>7</answer>' (gold 5)
k81p8:11|correct|tag|
k81p9:0|wrong|tag|'<answer>11 </answer>' (gold 5)
k81p9:1|wrong|tag|'<answer>81</answer>', outside the range the problem asks for (gold 5)
k81p9:2|correct|tag|'<answer> -15 </answer>'
k81p9:3|correct|tag|
k81p9:4|correct|tag|
k81p9:5|correct|tag|
k81p9:6|correct|tag|
k81p9:7|correct|tag|
k81p9:8|correct|tag|
k82p8:0|wrong|tag|'\(\boxed{0}\).\</think> <answer>0</answer>': a stray backslash before '</think>' (gold 24)
k82p8:1|wrong|boxed|no tags: '\boxed{\frac{8}{5}}' then Python code with no output (gold 24)
k82p8:2|wrong|tag|'<answer>3.3</answer>' (gold 24)
k82p8:3|correct|boxed|no tags: 'Therefore, the answer is $\boxed{24}$.' last
k82p8:4|wrong|tag|'<answer> $\frac{4}{3}$ </answer>' (gold 24)
k82p9:0|wrong|tag|'$\left[\frac{1}{3}, \frac{13}{12}\right]$' in the tag (gold \left[ 0, \frac{9}{8} \right])
k82p9:1|wrong|tag|'$\left[-\frac{5}{12}, \frac{7}{12}\right]$' in the tag (gold \left[ 0, \frac{9}{8} \right])
k82p9:2|wrong|tag|an inequality '$-\frac{11}{4} \leq f(x) \leq -\frac{1}{4}$' in the tag (gold \left[ 0, \frac{9}{8} \right])
k82p9:3|wrong|tag|a box inside the tag, '$\boxed{\left[-\frac{1}{4}, \frac{13}{12}\right]}$' (gold \left[ 0, \frac{9}{8} \right])
k82p9:4|wrong|tag|'$\left[ {1,\frac{{17}}{{12}}} \right]$' in the tag (gold \left[ 0, \frac{9}{8} \right])
k82p9:5|wrong|tag|'$\left[\dfrac{3}{4},1\right]$' in the tag (gold \left[ 0, \frac{9}{8} \right])
k82p9:6|wrong|tag|a single value '$4 - 2\sqrt{3}$' in the tag (gold \left[ 0, \frac{9}{8} \right])
k82p9:7|wrong|tag|an inequality '$\frac{1}{2} \leq f(x) \leq \frac{3}{2}$' in the tag (gold \left[ 0, \frac{9}{8} \right])
k82p9:8|correct|tag|'<answer>21 </answer>'
k82p9:9|correct|tag|
k83p9:0|wrong|tag|'<answer> $(5, +\infty)$ </answer>' (gold (625, \infty))
k83p9:1|wrong|tag|'<answer> 191 </answer>' (gold 515)
k83p9:2|no_answer|truncated|cut at the 1024-token limit inside a Python output line '(Fraction(2911, 9807), ', no final answer
k83p9:3|wrong|tag|'<answer>497</answer>' (gold 515)
k83p9:4|wrong|tag|'<answer>495</answer>' (gold 515)
k84p9:0|wrong|tag|'<answer>$\frac{609}{64}$</answer>' (gold \dfrac{207}{64})
k84p9:1|correct|tag|'$\frac{207}{64}$' for '\dfrac{207}{64}'
k84p9:2|wrong|tag|'<answer>1</answer>' (gold -1)
k84p9:3|wrong|tag|'<answer>1</answer>' (gold -1)
k84p9:4|correct|tag|'<answer> -1 </answer>'
k84p9:5|wrong|tag|an expression '<answer>$z-1$</answer>' (gold -1)
k84p9:6|wrong|tag|'<answer>1</answer>' (gold -1)
k84p9:7|wrong|tag|'<answer> $\frac{1}{8}$ </answer>' (gold -1)
k84p9:8|correct|tag|
k85p9:0|correct|tag|'<answer>60</answer>' for '60^\circ'
k85p9:1|wrong|tag|'<answer>70.53</answer>' (gold 60^\circ)
k85p9:2|wrong|tag|'<answer>120</answer>' (gold 60^\circ)
k85p9:3|correct|tag|'60' for '60^\circ'
k85p9:4|correct|tag|'60' for '60^\circ' after working that stops at '\mathbf{a} \cdot \mathbf{b} = \frac{1}{2}'
k85p9:5|correct|tag|'60' for '60^\circ'
k86p9:0|wrong|tag|'<answer>3</answer>' (gold -\frac{3}{2})
k86p9:1|correct|tag|
k86p9:2|correct|tag|
k86p9:3|wrong|tag|'<answer> -1 </answer>' (gold -\frac{3}{2})
k86p9:4|wrong|tag|'<answer>40</answer>' (gold 18)
k86p9:5|wrong|tag|a computation in the tag, '8a + 4b + 2c + d = 8(-6) + 4(11) + 2(-42) + 28 = -48 + 44 - 84 + 28 = -60' (gold 18)
k86p9:6|wrong|tag|'<answer>22</answer>' (gold 18)
k86p9:7|wrong|tag|'<answer>8</answer>' (gold 18)
k86p9:8|correct|tag|no '</think>': an invented 'Assistant:' line then '<answer>18</answer>'
k86p9:9|correct|tag|
k87p9:0|correct|tag|key inferred (the line opens on page 8); '$\frac{3}{4}$' for '\dfrac34'
k87p9:1|correct|tag|'<answer>3/4 </answer>' for '\dfrac34'
k87p9:2|correct|bare_last_line|no '<answer>' tag: the response ends '</think> $(1,\frac{1}{2},-4)$', the triple bare after the think block
k87p9:3|wrong|tag|'<answer> $(2, 2, -4)$ </answer>' (gold \left( 1, \frac{1}{2}, -4 \right))
k87p9:4|wrong|tag|'<answer> \((1, 2, -4)\)</answer>' (gold \left( 1, \frac{1}{2}, -4 \right))
k88p9:0|wrong|tag|'=\boxed{1378}$.[/think] <answer>1378</answer>': a bracketed '[/think]' for '</think>' (gold 597)
k88p9:1|wrong|boxed|no tags: 'Thus, the final answer is: \[\boxed{1620}\]' last (gold 597)
k88p9:2|wrong|tag|'$q+r+s=\boxed{0}$' then '<answer>0</answer>' (gold 597)
k88p9:3|no_answer|truncated|'q+r+s = 291 + 0 + 1 = 292' followed by 'However, this is not the final answer', a loop of rewrites cut at the 1024-token limit: the 292 is retracted, no final answer
k88p9:4|wrong|tag|'<answer> $2592$ </answer>' (gold 597)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:  # run with python -OO
        __doc__ = "Build public_heldout65.jsonl: a 65th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
