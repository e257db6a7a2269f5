r"""Build public_heldout71.jsonl: a 71st held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (metrics, format_reward, answer_reward, reward and the like)
were not used to label.

Method (rounds 65-69's per-record paste): model output committed to a public GitHub repository,
read through the public-code index (16,000-character pages). The helper pasted, from each page as the
read_file answer displays it (the page text JSON-escaped once more), each taken record's response
body as displayed, one line a record, under a header line with the record's key, its `ground_truth`
field in the file's form and the problem's opening words (decoded), into pages/<page>.txt. mk.py
decoded each displayed body once into the file's JSON string body (`r`, `enc` = `json`, decoded once
more by the build) and checked that it decodes twice without error, that the file form holds no
unescaped quote and that the decoded completion holds no control character but newline and carriage
return; no record was re-encoded or retyped from its decoded form. Page lengths: every read_file
answer of this round gave offset 176000 and next_offset 192000 (a 16,000-character page) and a
total_chars above 192,000 (455,214-517,001), so no page read is a file's last page; that is the
tool's count of the decoded page, not a count of a pasted copy. NOT checked: no script compared the
pasted records with the page text (the index answers come to the helper, not to a shell): a paste
that dropped, doubled or swapped a span of a response without breaking its escapes would not have
been caught. One slip was caught by eye and repaired before labelling: k82p11 rec 8 first read 'so
$1 + a + b + c = 2/a$' where the page has 'so $1 + a + b + 2 = 2/a$'; the span was replaced with the
page's. One problem opening was rewritten (k79p11: a pasted literal backslash-n replaced by the
space the lookup's whitespace normalising gives the problem's newline). Nothing is shortened.

Edges (keys): a record's key is read from its line's (question_index, rollout_index), or inferred from
the next line's where its line opens on the page before (rec 0 of k74p11: step 74 q9 r4; k77p11:
step 77 q9 r4; k78p11: step 78 q12 r5; k80p11: step 80 q13 r5; each page opens inside that line's
prompt, before its response, so the whole response is on page 11). Not transcribed (read, but left
out): the opening, partial response of a page that opens inside one (k79p11: step 79 q10 r5, whose
response ends '\boxed{662}'; k81p11: step 81 q14 r2, whose response ends '<answer> $2014$ </answer>'),
whose start lies on page 10; page openings inside metadata (k75p11: q8 r5; k76p11: q10 r7 of
geometry/327; k82p11: q12 r4: nothing to take); the last rollout of each page whose response runs
on into page 12 (not read): step 74 q10 r0, 75 q9 r5, 76 q11 r5, 77 q10 r6, 79 (none: the page ends
in q11 r5's metadata, after its whole response, which is taken), 78 (none: the page ends in q13 r2's
metadata, after its whole response, which is taken), 80 (none: the page ends in q14 r4's metadata),
81 q15 r3, 82 q13 r6. No page was joined with another this round.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl, 70 files;
18,109 distinct completions, by script, dedup.py, reading no labels) and with the others of this
round. None repeats an earlier round's completion, and no two kept completions are equal; nothing
was dropped as a repeat.

Repository counts (65 records): KleistvonLiu/assignment5-alignment 65 (100 %), the only one this
round (the brief named only it). No licence file was found for it in the index (rounds 16-61
looked; not looked up again this round); `licence` per record.

Split: think_answer 65 (every record's prompt asks for the tag format). MATH 65 (MATH test problems,
the file's gold), GSM8K 0. SHORT OF THE BRIEF: the brief asked for at least 180 records; the
helper's time (about 45 minutes) ran out after nine pages (65 records), so this round is a partial
one and the leads below hold the rest.

Truths: correct 30, wrong 33, no_answer 2.

Forms: tag 54 (among them display dollars '$$\frac{27}{26}$$' and '$$9$$' in the tag, working and a
last box inside the tag, a list of five multiple-choice values for a problem with no choices, an
expression '$3\cdot2^{2013}$', '\fbox{2015}' in the working, a right tag after false working: k76p11
rec 4, k79p11 recs 5 and 7), boxed 7 (a last box with no answer tag: after Python output that agrees
or disagrees, after an earlier different box), bare_last_line 1 ('</think> \[x = 995\]'),
prose_sentence 1 (k78p11 rec 3, debatable), truncated 2 (cut by the 1024-token limit: k74p11 rec 2
with no final answer; k76p11 rec 0, debatable). 2 debatable (k76p11 rec 0, k78p11 rec 3).

Pages read this round (for the next round not to repeat them): KleistvonLiu/assignment5-alignment
outputs/grpo_full_mathv2/rollout_step_0000NN/rollouts.jsonl offset 176000 (page 11) of steps 74-82
(= k74p11 ... k82p11).

Selection (records as they come, not by how hard they look; each file read from the offset named, in
step order; every record whose completion lies whole on the pages read taken unless said above):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold `ground_truth`), the pages above.

Label conventions (rounds 37-69's): the last final answer counts; a response cut before any final
answer is no_answer; equal in value but written differently is correct (none needed this round but
'$$\frac{27}{26}$$' and spacing such as '2\sqrt{3} - 1' for '2\sqrt{3}-1'); another quantity is
wrong; in the tag format the `<answer>` content is the final answer whatever the working says (a
right tag after false working is correct: k76p11 rec 4, k79p11 recs 5 and 7; working in the tag is
judged by its last box: k74p11 rec 0); a list of choice values none of which is the gold is wrong
(k74p11 rec 1); with no answer tag the completion is labelled by its last box, bare answer or last
stated result (a last box after a different earlier box counts: k76p11 rec 2; after disagreeing
Python output: k78p11 rec 5). Debatable this round: k76p11 rec 0 (no tags; 'This gives us two
positive solutions.' then sympy code with a TypeError output, 'Let's analyze the problem further'
and working cut by the 1024-token limit mid-sentence: no_answer as unfinished, wrong if the earlier
statement counts as the last stated result; gold 1); k78p11 rec 3 (no tags; 'Summing these up gives
\(a + h = 2\sqrt{3} - 1\).' then an invented 'Assistant:' turn of sympy code cut by the limit:
correct by the last stated result, the pattern of round 67's k87p10 rec 3, no_answer if the
invented turn and the cut make it count as unfinished; gold 2\sqrt{3}-1).

Golds: the KleistvonLiu problems' opening words (as transcribed, decoded) are looked up in MATH-500
(gold checked equal there when found), else the file's own answer (its MATH test gold,
`ground_truth`, as transcribed). None of this round's problems is in MATH-500, so every gold is the
file's own.

Leads for a later round: KleistvonLiu page 11 (offset 176000) of steps 83, 84, 86-89 and 91-96 (not
reached here); page 11 of steps 97-105 (each page 10 round 69 read ends inside a rollout that page 11
completes: join page 10 + 11 to take that record whole, or drop it); page 12 (offset 192000) of steps
85 and 90, and of steps 74-82 (each page 11 read here but 78, 79 and 80 ends inside a response that
page 12 completes); page 10 of step 89; step 85 q11 r7 on page 11 (round 69's lead). The partial
openings left out above (step 79 q10 r5, step 81 q14 r2) could be taken only by joining pages 10
and 11.

Usage: python build_public_heldout71.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout71.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder
from heldout_repos import KL, KL_PROMPT, KLC, NO_LICENCE

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout71.jsonl"
SOURCE = "public_heldout71"

KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-69 took pages 0-9 of steps "
    "74-105 (of step 89 pages 0-9 only), page 10 of steps 74-88 and 90-105 and page 11 of steps "
    "85 and 90; this round page {} (offset {}) of step {}), rollout step {}, on MATH test "
    "problems; the record is one line's response (the text after the prompt's closing "
    "'Assistant: <think>')"
)

# short id -> (step, page); page 11 = offset 176000
KL_PAGES = {f"k{step}p11": (step, 11) for step in range(74, 83)}


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
k74p11:0|wrong|tag|key inferred (the line opens on page 10); the tag holds working ending '\boxed{\frac{5}{6}}' (gold \frac{2}{3})
k74p11:1|wrong|tag|working reaches '\frac{1}{12}'; the tag holds a list of five choices '(A) 1/8 ... (E) 1/2' from no choice in the problem, none the gold (gold \frac{2}{3})
k74p11:2|no_answer|truncated|no tags; a trapezoid/triangle area derivation cut by the 1024-token limit mid-equation ('= 3'), no final answer
k74p11:3|wrong|tag|'<answer> $\frac{5}{6}$ </answer>' (gold \frac{2}{3})
k75p11:0|correct|tag|display dollars in the tag, '<answer> $$\frac{27}{26}$$ </answer>'
k75p11:1|correct|tag|
k75p11:2|wrong|boxed|no tags: '\boxed{7}' then Python code and its output '7', last (gold 3)
k75p11:3|correct|tag|
k75p11:4|wrong|tag|'<answer>0 </answer>' (gold 3)
k75p11:5|correct|tag|
k75p11:6|correct|tag|
k76p11:0|no_answer|truncated|debatable: no tags; 'This gives us two positive solutions.' then sympy code whose output is a TypeError, 'Let's analyze the problem further', and working cut by the 1024-token limit mid-sentence: no_answer as unfinished (the model went back to work after the statement), wrong (gold 1) if the earlier 'two positive solutions' counts as its last stated result
k76p11:1|correct|boxed|no tags; '\(\boxed{1}\)' last
k76p11:2|wrong|boxed|no tags; '\boxed{1}' then 'However, ... the final answer is' '\boxed{0}', last (gold 1)
k76p11:3|correct|boxed|no tags; '\(\boxed{1}\)' last
k76p11:4|correct|tag|'<answer> 1 </answer>' after working that reaches x = 1 by false steps
k77p11:0|correct|tag|key inferred (the line opens on page 10); '<answer> $298$ </answer>'
k77p11:1|correct|boxed|no tags; '\(\boxed{298}\)' last
k77p11:2|correct|tag|
k77p11:3|correct|tag|
k77p11:4|correct|tag|
k77p11:5|correct|tag|
k77p11:6|correct|tag|
k77p11:7|wrong|tag|working sets up equations but computes nothing; '<answer>16.8</answer>' (gold 14)
k77p11:8|correct|tag|
k77p11:9|correct|tag|
k78p11:0|wrong|tag|key inferred (the line opens on page 10); '<answer>15</answer>' (gold 5)
k78p11:1|wrong|tag|'<answer>$1$</answer>' (gold 5)
k78p11:2|wrong|tag|'<answer>4</answer>' (gold 5)
k78p11:3|correct|prose_sentence|debatable: no tags; 'Summing these up gives \(a + h = 2\sqrt{3} - 1\).' then an invented 'Assistant:' turn of sympy code cut by the 1024-token limit: correct by the last stated result, no_answer if the invented turn and the cut make it count as unfinished
k78p11:4|wrong|tag|'\boxed{4}' then '<answer>4</answer>' (gold 2\sqrt{3}-1)
k78p11:5|correct|boxed|no tags; Python output '0.866025403784439' disagrees, then '\boxed{2\sqrt{3} - 1}' last, with spaces
k79p11:0|wrong|tag|'<answer>995</answer>' (gold 663)
k79p11:1|wrong|bare_last_line|no answer tag; '</think> \[x = 995\]' last (gold 663)
k79p11:2|wrong|tag|'<answer>5</answer>' (gold 6)
k79p11:3|correct|tag|
k79p11:4|correct|tag|
k79p11:5|correct|tag|'<answer> 6 </answer>' after the equation b(b-1)(b-2) = 100, which 6 does not solve
k79p11:6|correct|tag|
k79p11:7|correct|tag|'<answer>6</answer>' after the equation (b-1)(b-2)(b-3) = 100, which 6 does not solve
k80p11:0|correct|tag|key inferred (the line opens on page 10)
k80p11:1|wrong|tag|display dollars in the tag, '<answer>$$9$$</answer>' (gold 8)
k80p11:2|wrong|tag|'<answer>5</answer>' (gold 8)
k80p11:3|wrong|tag|'\boxed{1134}' then '<answer>1134</answer>' (gold 2600)
k80p11:4|wrong|tag|'<answer>21431</answer>' (gold 2600)
k80p11:5|wrong|tag|'\boxed{1275}' then '<answer>1275</answer>' (gold 2600)
k80p11:6|wrong|tag|'\boxed{4950}' then '<answer>4950</answer>' (gold 2600)
k80p11:7|wrong|tag|'<answer>5150</answer>' (gold 2600)
k81p11:0|wrong|tag|an expression '$3\cdot2^{2013}$' in the tag (gold 5371)
k81p11:1|wrong|tag|'<answer>2015</answer>' (gold 5371)
k81p11:2|wrong|boxed|no tags; Python output '346', then '\(\boxed{346}\)' last (gold 5371)
k81p11:3|wrong|tag|working ends '$2+\frac{1}{2013}$', then '<answer>2015</answer>' (gold 5371)
k81p11:4|wrong|tag|'\fbox{2015}' then '<answer> 2015 </answer>' (gold 5371)
k81p11:5|wrong|tag|'<answer>5040</answer>' (gold 7)
k81p11:6|wrong|tag|'<answer>36</answer>' (gold 7)
k81p11:7|wrong|tag|'<answer>60</answer>' (gold 7)
k82p11:0|correct|tag|
k82p11:1|correct|tag|
k82p11:2|correct|tag|
k82p11:3|correct|tag|'<answer> $-11$ </answer>'
k82p11:4|wrong|tag|'<answer>6</answer>' (gold -11)
k82p11:5|correct|tag|
k82p11:6|wrong|tag|'<answer>2</answer>' (gold -11)
k82p11:7|wrong|tag|'<answer>1</answer>' (gold -11)
k82p11:8|wrong|tag|'<answer> -3 </answer>' (gold -11)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:  # run with python -OO
        __doc__ = "Build public_heldout71.jsonl: a 71st held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
