r"""Build public_heldout69.jsonl: a 69th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (metrics, format_reward, answer_reward, reward and the like)
were not used to label.

Method (rounds 65 and 67's per-record paste): model output committed to a public GitHub repository,
read through the public-code index (16,000-character pages). The helper pasted, from each page as the
read_file answer displays it (the page text JSON-escaped once more), each taken record's response
body as displayed, one line a record, under a header line with the record's key, its `ground_truth`
field in the file's form and the problem's opening words (decoded), into pages/<page>.txt. mk.py
decoded each displayed body once into the file's JSON string body (`r`, `enc` = `json`, decoded once
more by the build) and checked that it decodes twice without error, that the file form holds no
unescaped quote and that the decoded completion holds no control character but newline and carriage
return; no record was re-encoded or retyped from its decoded form. NOT checked: no script compared the
pasted records with the page text (the index answers come to the helper, not to a shell, so there was
no page copy to compare against), and the whole-page length check of rounds 61-63 was not made: a
paste that dropped, doubled or swapped a span of a response without breaking its escapes would not
have been caught. Nothing is shortened.

Keys: a record's key is read from its line's (question_index, rollout_index), or inferred from the
next line's where its line opens on the page before (k97p10 rec 0: step 97 q9 r2). Not transcribed
(read, but left out): the opening, partial response of a page that opens inside one (k98p10: step 98,
the response before q11 r3; k101p10: step 101 q10 r0; k102p10: step 102, the response before q11 r0;
k103p10: step 103 q9 r7; k104p10: step 104 q7 r6; k85p11: step 85 q11 r2; k90p11: step 90 q12 r4),
whose start lies on the page before; the last rollout of each page whose response runs on into the
next page (not read): step 98 q12 r1, 99 q10 r1, 101 q11 r1, 102 q12 r2, 103 q10 r4, 104 q9 r2, 105
q11 r0, 90 q13 r6, 85 q12 r1 (step 100's page ends inside q11 r6's metadata, after its whole response,
which is taken). One whole response on a page read was left out for time, not for its content: step
85 q11 r7 (page 11; no tags, a partial-fraction derivation cut by the 1024-token limit at 'So, the
sum is:'). No page was joined with another this round.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl, 68 files:
rounds 1-68; 17,839 distinct completions, by script, dedup.py, reading no labels) and with the
others of this round. None repeats an earlier round's completion, and no two kept completions are
equal.

Repository (85 records): KleistvonLiu/assignment5-alignment 85 (100 %), the only one this round (the
brief named only it). No licence file was found for it in the index (rounds 16-61 looked; not looked
up again this round); `licence` per record.

Split: think_answer 85 (every record's prompt asks for the tag format). MATH 85 (MATH test problems,
the file's gold), GSM8K 0. Truths: correct 41, wrong 42, no_answer 2. Forms: tag 80 (among them a
box inside the tag, '$\sqrt{3}/2$' and '$\dfrac{\sqrt{3}}{2}$' for '\frac{\sqrt{3}}{2}', a Unicode
'π/12' for '\frac{\pi}{12}', '100 + 75\pi' for '100+75\pi', a bare choice letter 'D' and a letter
with its value '$\textbf{(C)}\ 4:3$' for the ratio gold '3:1', equations and sums in the tag
('45+2=47', '1 + 2 + 4 = 7'), '10012' for M and N run together, interval unions for an interval
gold, unsimplified '\frac{1 - \sqrt{9}}{4}' endpoints, stray Chinese words in the working), boxed 2
(a last box with no answer tag: after Python output, before Python code with no output),
bare_last_line 1 ('</think> $MN = 504$.' before invented 'Human:' turns, debatable), truncated 2
(cut by the 1024-token limit with no final answer). 2 debatable (k97p10 rec 7, k100p10 rec 5).

Pages read this round (for the next round not to repeat them): KleistvonLiu/assignment5-alignment
outputs/grpo_full_mathv2/rollout_step_0000NN/rollouts.jsonl offset 160000 (page 10) of steps 97-105
(= k97p10 ... k105p10) and offset 176000 (page 11) of steps 85 and 90 (= k85p11, k90p11).

Selection (records as they come, not by how hard they look; each file read from the offset named;
every record whose completion lies on the pages read taken unless said above):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold `ground_truth`), the pages above.

Label conventions (rounds 37-67's): the last final answer counts; a response cut before any final
answer is no_answer; equal in value but written differently is correct ('$\sqrt{3}/2$' and
'$\dfrac{\sqrt{3}}{2}$' for '\frac{\sqrt{3}}{2}', 'π/12' for '\frac{\pi}{12}'); another quantity is
wrong; a computation or equation in the tag is judged by what it states as the answer ('1 + 2 + 4 =
7': 7, wrong); in the tag format the `<answer>` content is the final answer whatever the working says
(a wrong tag after the gold in the working is wrong: k99p10 rec 3, which reaches 8 then tags 4); with
no answer tag the completion is labelled by its last box, bare answer or last stated result (a last
box before Python code with no output counts: k85p11 rec 0). Debatable this round: k97p10 rec 7 (no
answer tag; '</think> $MN = 504$.' then invented 'Human:'/'Assistant:' turns on other problems cut by
the 1024-token limit: correct by the model's last answer to its own problem, no_answer if the
invented turns and the cut make it count as unfinished; gold 504); k100p10 rec 5 (working boxes
'\textbf{(D)}\ 3:1' twice, then '<answer> D </answer>': choice (D) is the gold 3:1, so correct if a
letter naming the gold's choice counts, wrong if only the value does).

Golds: the KleistvonLiu problems' opening words (as transcribed, decoded) are looked up in MATH-500
(gold checked equal there when found), else the file's own answer (its MATH test gold,
`ground_truth`, as transcribed). None of this round's problems is in MATH-500, so every gold is the
file's own.

Leads for a later round: KleistvonLiu page 11 (offset 176000) of steps 74-84, 86-89 and 91-96 (round
67's lead, not reached here); page 11 of steps 97-105 (each page 10 read here ends inside a rollout
that page 11 completes); page 12 (offset 192000) of steps 85 and 90; page 10 of step 89; step 85 q11
r7 on page 11 (left out above for time). The partial openings left out above (and round 67's: steps
81-84, 93, 94 on page 10; step 74 q8 r2 across pages 8 and 9) could be taken only by joining two
consecutive pages.

Usage: python build_public_heldout69.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout69.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder
from heldout_repos import KL, KL_PROMPT, KLC, NO_LICENCE

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout69.jsonl"
SOURCE = "public_heldout69"

KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-67 took pages 0-9 of steps "
    "74-105 (but page 9 of step 89 only) and page 10 of steps 74-88 and 90-96; this round page {} "
    "(offset {}) of step {}), rollout step {}, on MATH test problems; the record is one line's "
    "response (the text after the prompt's closing 'Assistant: <think>')"
)

# short id -> (step, page); page 10 = offset 160000, page 11 = offset 176000
KL_PAGES = {
    **{f"k{step}p10": (step, 10) for step in range(97, 106)},
    "k85p11": (85, 11),
    "k90p11": (90, 11),
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
k97p10:0|wrong|tag|key inferred (the line opens on page 9); '<answer>102</answer>' (gold 58)
k97p10:1|wrong|tag|'<answer>31</answer>' (gold 58)
k97p10:2|wrong|tag|'<answer>10012</answer>', M and N run together (gold 58)
k97p10:3|wrong|tag|'<answer> $50$ </answer>' (gold 58)
k97p10:4|wrong|tag|an equation '<answer>45+2=47</answer>' (gold 58)
k97p10:5|wrong|tag|'<answer>50</answer>' (gold 58)
k97p10:6|wrong|tag|'<answer>1504</answer>' (gold 504)
k97p10:7|correct|bare_last_line|debatable: no answer tag; '</think> $MN = 504$.' then invented 'Human:'/'Assistant:' turns on other problems (a cross product, simple interest) cut by the 1024-token limit: correct by the model's own last answer to its problem, no_answer if the invented turns and the cut make it count as unfinished
k98p10:0|correct|tag|
k98p10:1|correct|tag|a box inside the tag, '<answer> $\boxed{168}$ </answer>'
k98p10:2|correct|tag|
k98p10:3|correct|tag|
k98p10:4|correct|tag|
k98p10:5|wrong|tag|'<answer> 136 </answer>' (gold 140)
k99p10:0|correct|boxed|no tags: Python output '[8.00000000000000]', then '\boxed{8}' last
k99p10:1|correct|tag|
k99p10:2|wrong|tag|'<answer> $\sqrt[4]{8}$ </answer>' (gold 8)
k99p10:3|wrong|tag|'8' reached in the working, then 'The correct answer is $Q = 4$' and '<answer> $4$ </answer>' (gold 8)
k99p10:4|correct|tag|
k99p10:5|wrong|tag|'<answer> $4\sqrt[3]{2}$ </answer>' (gold 8)
k99p10:6|correct|tag|
k99p10:7|wrong|tag|a computation '<answer>1 + 2 + 4 = 7</answer>' (gold 8)
k100p10:0|correct|tag|
k100p10:1|wrong|tag|a choice letter with its value, '$\textbf{(C)}\ 4:3$' in the tag (gold 3:1)
k100p10:2|wrong|tag|'<answer>4:3</answer>' (gold 3:1)
k100p10:3|wrong|tag|'<answer>4:3</answer>' (gold 3:1)
k100p10:4|wrong|tag|'<answer>4:3</answer>' (gold 3:1)
k100p10:5|correct|tag|debatable: '\boxed{\textbf{(D)}\ 3:1}' twice in the working, then the bare choice letter '<answer> D </answer>'; choice (D) is 3:1, the gold: correct if a letter naming the gold's choice counts, wrong if only the value does
k100p10:6|wrong|tag|'<answer>3:4</answer>' (gold 3:1)
k100p10:7|wrong|tag|'<answer>4:3</answer>' (gold 3:1)
k101p10:0|correct|tag|
k101p10:1|no_answer|truncated|no tags; a prime-by-prime count (97, 89, 83) cut by the 1024-token limit, no final answer
k101p10:2|wrong|tag|'<answer>97</answer>' (gold 61)
k101p10:3|wrong|tag|'<answer>101</answer>' (gold 61)
k101p10:4|correct|tag|
k101p10:5|correct|tag|
k101p10:6|wrong|tag|'<answer> 97 </answer>' (gold 61)
k101p10:7|wrong|tag|'<answer>3817</answer>' (gold 184)
k102p10:0|correct|tag|
k102p10:1|correct|tag|
k102p10:2|correct|tag|
k102p10:3|correct|tag|
k102p10:4|correct|tag|
k102p10:5|correct|tag|'<answer> 196 </answer>'
k102p10:6|wrong|tag|'<answer>28</answer>' (gold 196)
k102p10:7|correct|tag|
k102p10:8|wrong|tag|'<answer> $50 + 75\pi$ </answer>' (gold 100+75\pi)
k102p10:9|correct|tag|'<answer> 100 + 75\pi </answer>', spaces and no dollars
k103p10:0|correct|tag|
k103p10:1|wrong|tag|'<answer>1464</answer>' (gold 1002)
k103p10:2|no_answer|truncated|no tags; a trial of even values of b cut by the 1024-token limit mid-equation, no final answer
k103p10:3|wrong|tag|'<answer>2</answer>' (gold 1002)
k104p10:0|correct|tag|
k104p10:1|correct|tag|'$\frac{\sqrt{3}}{2}$' in the tag
k104p10:2|correct|tag|'$\frac{\sqrt{3}}{2}$' in the tag
k104p10:3|correct|tag|'$\frac{\sqrt{3}}{2}$' in the tag
k104p10:4|correct|tag|'$\frac{\sqrt{3}}{2}$' in the tag
k104p10:5|correct|tag|'$\frac{\sqrt{3}}{2}$' in the tag
k104p10:6|correct|tag|'<answer> $\sqrt{3}/2$ </answer>', a slash for the fraction
k104p10:7|correct|tag|'<answer> $\dfrac{\sqrt{3}}{2}$ </answer>'
k104p10:8|correct|tag|'$\frac{\sqrt{3}}{2}$' in the tag
k104p10:9|correct|tag|'<answer>$\frac{\pi}{12}$</answer>'
k104p10:10|correct|tag|Unicode working ('πr²h'); '<answer> π/12 </answer>' with a Unicode pi for '\frac{\pi}{12}'
k105p10:0|wrong|tag|'$[-2, -1) \cup (-1, 0) \cup (0, 1) \cup (1, \infty).$' in the tag (gold [-1, -\tfrac12) \cup (-\tfrac12, 0) \cup (0, 1) \cup (1, \infty))
k105p10:1|wrong|tag|'$(-\infty, -1] \cup [0, 1) \cup (1, \infty)$' in the tag (gold [-1, -\tfrac12) \cup ...)
k105p10:2|wrong|tag|'$(-1, 0) \cup (0, \infty)$' in the tag (gold [-1, -\tfrac12) \cup ...)
k105p10:3|wrong|tag|'$(-\infty, -\frac{1}{2}) \cup (-\frac{1}{2}, 1) \cup (1, \infty)$' in the tag (gold [-1, -\tfrac12) \cup ...)
k105p10:4|wrong|tag|'$(-\infty,-1)\cup(-\frac{1}{2},1)\cup (1, \infty)$' in the tag (gold [-1, -\tfrac12) \cup ...)
k105p10:5|wrong|tag|unsimplified '\frac{1 - \sqrt{9}}{4}' endpoints in the tag (gold [-1, -\tfrac12) \cup ...)
k105p10:6|wrong|tag|'$(-\infty, -1) \cup (0, \frac{1}{2}) \cup (\frac{1}{2}, \infty)$' in the tag (gold [-1, -\tfrac12) \cup ...)
k105p10:7|wrong|tag|'$(-\infty, -\frac{1}{2}) \cup (0, \frac{1}{2}) \cup (\frac{1}{2}, +\infty)$' in the tag (gold [-1, -\tfrac12) \cup ...)
k85p11:0|wrong|boxed|no tags: working reaches '-\frac{1}{2}', then '\boxed{-\frac{1}{4}}' and Python code with no output, last (gold \frac{3}{4})
k85p11:1|wrong|tag|'\boxed{\frac{1}{4}}' then '<answer>1/4</answer>' (gold \frac{3}{4})
k85p11:2|wrong|tag|stray Chinese words ('左边') in a one-line working; '<answer>1/4</answer>' (gold \frac{3}{4})
k85p11:3|wrong|tag|'<answer>1/4</answer>' (gold \frac{3}{4})
k85p11:4|wrong|tag|'<answer>16</answer>' (gold 24 - 8 \sqrt{5})
k90p11:0|correct|tag|'$\frac{2}{3}$' in the tag
k90p11:1|correct|tag|'$\frac{2}{3}$' in the tag
k90p11:2|correct|tag|'$\frac{2}{3}$' in the tag
k90p11:3|wrong|tag|'<answer>441</answer>' (gold 588)
k90p11:4|correct|tag|
k90p11:5|correct|tag|
k90p11:6|correct|tag|
k90p11:7|wrong|tag|'<answer>686</answer>' (gold 588)
k90p11:8|wrong|tag|'<answer>882</answer>' (gold 588)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:  # run with python -OO
        __doc__ = "Build public_heldout69.jsonl: a 69th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
