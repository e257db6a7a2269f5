r"""Build public_heldout59.jsonl: a 59th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (metrics, format_reward, answer_reward, reward, rewards and the
like) were not used to label.

Method (round 58's page transcription, rounds 53-57's sources): model output committed to public
GitHub repositories, read through the public-code index (16,000-character pages). The helper pasted
each page WHOLE as the read_file answer displays it (the page text JSON-escaped once more) into
pages/<page>.txt; mk.py decoded that display form once into the page text and checked that it is
exactly 16,000 characters long (every page read here is), then cut each record out of the page
text: `r` is the completion's JSON string body as the file writes it and `enc` = `json` (decoded
once more by the build); no record was re-encoded or retyped from its decoded form, and every
decoded completion holds no control character but newline and carriage return. The six codearky
pages read (1344000-1424000) are consecutive, so mk.py joined their texts and took the completions
that cross a page edge whole (five: cp1344 rec 19, cp1360 rec 14, cp1376 rec 20, cp1392 rec 20,
cp1408 rec 15; a record belongs to the page on which its completion opens). No KleistvonLiu
rollout was joined. The KleistvonLiu pages read here display LaTeX backslashes as the JSON escapes
them ('\\\\frac' beside '\\n'), so round 57's lossy-page repair was not needed. KleistvonLiu records
whose prompt opens on page 6 (read by earlier rounds, not this one) but whose response and gold lie
wholly on page 7 were taken as read, the key inferred from the next line's (question_index,
rollout_index): k90p rec 0 (step 90 q7 r3), k91p rec 0 (step 91 q6 r7), k98p rec 0 (step 98 q8 r0),
k99p rec 0 (step 99 q6 r0). Not transcribed (read, but left out): the first, partial response of a
page that opens inside one whose start is on page 6 (steps 92, 93, 94, 95, 97, 100); page openings inside
metadata (step 96: nothing to take); the last rollout of every KleistvonLiu page read, whose response
crosses into page 8 (not read); codearky line 184 completion 7 (its start is on 1328000, not re-read)
and line 199 (its question is cut by the end of 1424000). Nothing is shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of rounds
1-58 (the completion fields of packages/check/corpus/public_heldout*.jsonl, 58 files, 15,959
distinct completions, by script, dedup.py, reading no labels) and with the others of this round.
None of the 200 kept repeats an earlier round's completion and no two are equal; nothing was left
out as a repeat.

Repositories (200 records): KleistvonLiu/assignment5-alignment 88 (44.0 %),
codearky/cross-policy-with-trl 112 (56.0 %); only these two (another helper gathered from other
repositories at the same time). No licence file was found for either in the index (rounds 16-57
looked, find_files path LICENSE; not looked up again this round); `licence` per record.

Split: think_answer 200 (every record's prompt asks for the tag format; 189 are labelled by an
answer tag (among them stray and doubled '</think>' closings, a bare 'think' marker, '<think>' blocks
after the working, no '</think>', '<end think>', LaTeX-style '\begin{answer} ... \end{answer}', a box
inside the tag), 6 by a last box with no answer tag (all after Python or SymPy output, one after an
invented problem), 1 by 'The answer is ...' before a stray '</answer>' (answer_is), 1 by a bare last
line after a stray '</answer>' (bare_last_line), 1 by a last stated result in a completion cut by the
length limit (prose_sentence, cp1408 rec 2, debatable), and 2 with no final answer (both cut at the
1024-token cap; k92p rec 3 debatable)). GSM8K 112 (codearky), MATH 88 (KleistvonLiu). No long chain-of-thought source this round: the brief named
only these two repositories, both tag-format (their untagged completions, boxes after Python with
outputs, an invented follow-on problem, cut-off working, are the nearest to chain-of-thought here).
Truths: correct 131, wrong 67, no_answer 2 (GSM8K 86 / 26 / 0, MATH 45 / 41 / 2). Forms: tag 189,
boxed 6, truncated 2, prose_sentence 1, bare_last_line 1, answer_is 1. 2 debatable (k92p rec 3,
cp1408 rec 2).

Pages read this round (for the next round not to repeat them): KleistvonLiu/assignment5-alignment
outputs/grpo_full_mathv2/rollout_step_0000NN/rollouts.jsonl offset 112000 (page 7) of steps 90-100;
codearky/cross-policy-with-trl eval_outputs.jsonl offsets 1344000, 1360000, 1376000, 1392000,
1408000, 1424000.

Selection (records as they come, not by how hard they look; each file read from the offset named,
in file order; every record whose completion lies on the pages read taken unless said above):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold): outputs/grpo_full_mathv2/rollout_step_0000NN/
  rollouts.jsonl, page 7 (offset 112000) of steps 90-100 (= k90p ... k100p). Forms: '<answer>7,980</answer>',
  '<answer>24</answer>' for the gold 24 \pi, '<answer> $26\pi - 6 \approx 74.16$ </answer>', no tags with
  Python or SymPy and a closing box (one reaching the gold 31 in the working and boxing 62, one going
  on with an invented triangle problem to a last box 77), '<answer>137</answer>' for 137^\circ,
  '<answer>1/8</answer>' for \frac{1}{8}, a box inside the tag, '(2, 3)' for (2,3), 'The answer is <answer> -2 </answer>' with
  no '</think>', '\nAssistant: <end think> <answer>5/9</answer>', '<answer> undefined </answer>',
  '<answer> \(\infty\) </answer>', '<answer>4√3 </answer>', LaTeX-style pseudo-tags '\end{think}
  \begin{answer} $2\sqrt{3}$ \end{answer}', 'The answer is ... .</answer>' with no opening tag, responses
  cut at the 1024-token cap (one inside a SymPy output block that prints 'Answer: (...)').
* codearky/cross-policy-with-trl (GSM8K test in order; the tag prompt; the cross-policy run's
  policy0/checkpoint-700 block that starts at line 101): eval_outputs.jsonl pages at 1344000 (cp1344),
  1360000 (cp1360), 1376000 (cp1376), 1392000 (cp1392), 1408000 (cp1408), 1424000 (cp1424): lines 185-198
  (GSM8K test 84-97). Forms: '<answer>\n$18\n</answer>', '<answer>\n8,000\n</answer>',
  '<answer>\n10,541.52\n</answer>', '<think>' blocks (many opening with the template's 'Reason here.')
  AFTER the working, stray '</think>' closings (one or two) before the tag, a bare 'think' marker, no
  tags with Python output 'Done' and a closing '\boxed{4.444}', a completion ending 'Thus, my thought'
  (the length limit), a stray '</answer>' followed by the last line '3 more hours.', '\u00d7' and
  '\u2019' escapes kept as the file writes them.

Label conventions (rounds 37-57's): the last final answer counts; a hedge between values or the gold
with another value is wrong; a response cut before any final answer is no_answer; equal in value but
written differently is correct (a '$' sign, '8,000' for 8000, '1/8' for '\frac{1}{8}', '137' for
'137^\circ', '(2, 3)' for '(2,3)'); another quantity is wrong (24 for 24 \pi); in the tag format the
`<answer>` content is the final answer whatever the working says (k94p rec 5: the think block ends on
an uncomputed product, the tag holds 1512: correct); with no answer tag the completion is labelled by
its last box or last stated result; malformed or pseudo-tags do not change which answer counts; a
completion that goes on with an invented problem is labelled by the answer to the question actually
posed (k92p rec 1: wrong either way). Debatable this round: k92p rec 3 (no tags; SymPy code and its
printed output 'Answer: (16.298..., 1.924...)', cut at the cap inside the output block: no_answer by
the cut, wrong if the printed line counts; gold (10\sqrt2, 19\pi/44)); cp1408 rec 2 (no tags; 'Gerald
can complete the 400-meter hurdle course in exactly 38 seconds under his new diet.' then 'Thus, my
thought' and the end: wrong by the last stated result, no_answer if the cut makes it count as
unfinished; gold 36).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question that opens with the record's
question words (taken from codearky's user turn), checked equal to the file's own `answer`; all
codearky questions are in gsm8k/test.jsonl (lines 84-97, 0-based). MATH: the KleistvonLiu problems'
opening words are looked up in MATH-500 (gold checked equal there when found), else the file's own
answer (its MATH test gold, `ground_truth`, as transcribed); none of this round's problems is in
MATH-500, so every MATH gold is the file's own.

Leads for a later round: KleistvonLiu page 7 (offset 112000) of steps 101-105 and page 8 (offset
128000) of steps 75-100 (each page 7 read here ends inside a rollout that page 8 completes; step 74's
page 8 was read by an earlier round); codearky eval_outputs.jsonl from 1440000 (the last page; line
199 on, which needs 1424000 read again for its question; the file is 1,456,743 characters).

Usage: python build_public_heldout59.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout59.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import CP, CP_PROMPT, CPC, CPX_MODEL, KL, KL_PROMPT, KLC, NO_LICENCE

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout59.jsonl"
SOURCE = "public_heldout59"

KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-57 took pages 0-6 of steps "
    "74-105 and page 7 of steps 74-89; this round page {} (offset {}) of step {}), "
    "rollout step {}, on MATH test problems; the record is one line's response (the "
    "text after the prompt's closing 'Assistant: <think>')"
)


# short id -> (step, page); page 7 = offset 112000
KL_PAGES = {f"k{step}p": (step, 7) for step in range(90, 101)}


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
    "cp1344": _cp("cp1344", "1344000 (line 185, line 186, line 187 completions 0-3; the page opens inside "
                  "line 184 completion 7, whose start is on 1328000, not re-read this round, not taken; rec 19 = "
                  "line 187 completion 3 joined across 1344000/1360000)"),
    "cp1360": _cp("cp1360", "1360000 (line 187 completions 4-7, line 188, line 189 completions 0-2; rec 14 = "
                  "line 189 completion 2 joined across 1360000/1376000)"),
    "cp1376": _cp("cp1376", "1376000 (line 189 completions 3-7, line 190, line 191; rec 20 = line 191 "
                  "completion 7 joined across 1376000/1392000)"),
    "cp1392": _cp("cp1392", "1392000 (line 192, line 193, line 194 completions 0-4; rec 20 = line 194 "
                  "completion 4 joined across 1392000/1408000)"),
    "cp1408": _cp("cp1408", "1408000 (line 194 completions 5-7, line 195, line 196 completions 0-4; rec 15 = "
                  "line 196 completion 4 joined across 1408000/1424000)"),
    "cp1424": _cp("cp1424", "1424000 (line 196 completions 5-7, line 197, line 198; the page ends inside "
                  "line 199's question)"),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
k90p:0|wrong|tag|key inferred (the line opens on page 6); '<answer>7,980</answer>' after '$20^3 - 20$' (gold 6840)
k90p:1|correct|tag|'20!/(20 - 3)!' then '<answer>6840</answer>'
k90p:2|correct|tag|'<answer>6840 </answer>'
k90p:3|correct|tag|'<answer> 6840 </answer>'
k90p:4|correct|tag|a raw '×' in the working
k90p:5|wrong|tag|'16\pi + 8' then 'A+B = 24' and '<answer>24</answer>' (gold 24 \pi): the number without \pi is another quantity
k90p:6|wrong|tag|'<answer> $16\pi - 18$ </answer>' (gold 24 \pi)
k90p:7|wrong|tag|'<answer> $26\pi - 6 \approx 74.16$ </answer>' (gold 24 \pi)
k90p:8|wrong|tag|'<answer> $8\pi-12\sqrt3$ </answer>' (gold 24 \pi)
k91p:0|wrong|tag|key inferred (the line opens on page 6); '<answer>333</answer>' (gold 791)
k91p:1|wrong|tag|'\boxed{28}' then '<answer>28</answer>' (gold 31)
k91p:2|wrong|tag|'<answer>12</answer>' (gold 31)
k91p:3|wrong|boxed|no tags; the working reaches '4(r^2 + rs + s^2) = 31', then '(4r^3 - 4s^3)(r - s)^{-1} = 31 \cdot 2 = 62', SymPy output 62 and '\(\boxed{62}\)' last (gold 31): the gold only in the working
k91p:4|correct|boxed|no tags; Python (with '\r\n' line ends) output 31.0000000000000, then '\[\n\boxed{31}\n\]' last
k91p:5|correct|tag|'\boxed{31}' in the think block, then '<answer>31 </answer>'
k91p:6|correct|tag|'\boxed{31}' in the think block, then the tag
k91p:7|correct|tag|'<answer> 31 </answer>'
k92p:0|wrong|boxed|no tags; Python output, then '\boxed{(18.839517572523513, 1.9690193473687162)}' last (gold (10\sqrt2, 19\pi/44), about (14.14, 1.357))
k92p:1|wrong|boxed|no tags; Python output (18.4776, 1.3548), '\boxed{(10\sqrt{6}, \frac{\pi}{3})}', then an apology and an invented triangle-area problem ending '\(\boxed{77}\)': wrong by the answer to the question posed and by the last box alike
k92p:2|wrong|tag|'<answer> (10.0000000000000, 2.3561944901923435)</answer>' (gold (10\sqrt2, 19\pi/44))
k92p:3|no_answer|truncated|debatable: no tags; SymPy code and its printed output 'Answer: (16.2984124035943, 1.92450089729867)', cut at the 1024-token cap inside the output block before the model states any answer: no_answer by the cut (wrong if the printed 'Answer:' line counts; gold (10\sqrt2, 19\pi/44))
k93p:0|correct|tag|'<answer> -3 </answer>'
k93p:1|correct|tag|'<answer> -3 </answer>'
k93p:2|correct|tag|'<answer> -3 </answer>'
k93p:3|correct|tag|'<answer> -3 </answer>'
k93p:4|correct|tag|'<answer> $-3$ </answer>'
k93p:5|correct|boxed|no tags; SymPy output [-3], then '\(\boxed{-3}\)' last
k93p:6|correct|tag|a stray '\]' before '</think>'; '<answer>137^\circ</answer>'
k93p:7|correct|tag|'<answer>137</answer>' for '137^\circ'
k93p:8|correct|tag|'<answer>137</answer>' for '137^\circ'
k93p:9|wrong|tag|'<answer> $43^\circ$ </answer>' (gold 137^\circ)
k94p:0|wrong|tag|'<answer>511</answer>' (gold 501)
k94p:1|correct|tag|
k94p:2|wrong|tag|'<answer> 2160 </answer>' (gold 1512)
k94p:3|wrong|tag|'<answer>1620</answer>' (gold 1512)
k94p:4|wrong|tag|'<answer>5040</answer>' (gold 1512)
k94p:5|correct|tag|the think block ends on the uncomputed '\(3 \times 9 \times 8 \times 7\)', the tag holds 1512
k94p:6|wrong|tag|'<answer> 2160 </answer>' (gold 1512)
k94p:7|correct|tag|
k95p:0|correct|tag|'<answer> -3 </answer>'
k95p:1|correct|tag|'<answer> $(2,3)$ </answer>'
k95p:2|correct|tag|'<answer> $(2,3)$ </answer>'
k95p:3|correct|tag|'<answer> (2,3) </answer>'
k95p:4|correct|tag|'<answer>$(2,3)$</answer>'
k95p:5|correct|tag|'<answer> $(2,3)$ </answer>'
k95p:6|correct|tag|'<answer> $(2,3)$ </answer>'
k95p:7|correct|tag|'<answer> (2, 3) </answer>' for '(2,3)'
k95p:8|correct|tag|'<answer> $(2, 3)$ </answer>' for '(2,3)'
k95p:9|correct|tag|'<answer> \(\frac{1}{8}\) </answer>'
k96p:0|correct|tag|'<answer> -2 </answer>'
k96p:1|correct|tag|no '</think>': 'The answer is <answer> -2 </answer>'
k96p:2|correct|tag|'<answer> -2 </answer>'
k96p:3|correct|tag|'<answer>1/8</answer>' for '\frac{1}{8}'
k96p:4|correct|tag|'<answer> \(\frac{1}{8}\) </answer>'
k96p:5|correct|tag|'<answer>1/8</answer>' for '\frac{1}{8}'
k96p:6|correct|tag|'<answer>1/8</answer>' for '\frac{1}{8}'
k96p:7|correct|tag|'<answer> \(\frac{1}{8}\) </answer>'
k96p:8|correct|tag|'<answer>1/8</answer>' for '\frac{1}{8}'
k96p:9|correct|tag|'<answer>1/8</answer>' for '\frac{1}{8}'
k97p:0|wrong|tag|'<answer>4/9</answer>' (gold \frac{5}{18})
k97p:1|wrong|tag|'<answer> 1/3 </answer>' (gold \frac{5}{18})
k97p:2|wrong|tag|no '</think>'; '<answer> 1/3 </answer>' (gold \frac{5}{18})
k97p:3|wrong|tag|'\nAssistant: <end think> <answer>5/9</answer>' (gold \frac{5}{18})
k97p:4|wrong|tag|'<answer>5/6</answer>' (gold \frac{5}{18})
k97p:5|wrong|tag|'<answer>1/2</answer>' (gold \frac{5}{18})
k98p:0|wrong|tag|key inferred (the line opens on page 6); no '</think>'; '<answer> \(\frac{8\sqrt{3}\cos 40^\circ + 4\sqrt{3}\cos 20^\circ}{3}\) </answer>' (about 5.71; gold \frac{8 \sqrt{3}}{3}, about 4.62)
k98p:1|no_answer|truncated|no tags; one long chain of equalities cut at the 1024-token cap inside '16 \left(\frac{\sqrt{3} \sin 10^\circ +' before any value is stated
k98p:2|wrong|answer_is|no '<answer>' and no '</think>'; 'The answer is (3√3 + 1)/(3/2 + 3cos(θ)) + 4/(2cos(θ)(1 + cos(θ))).</answer>' (an expression in θ; gold \frac{8 \sqrt{3}}{3})
k98p:3|wrong|tag|'<answer> undefined </answer>' (gold \frac{8 \sqrt{3}}{3})
k98p:4|wrong|tag|'<answer>4√3 </answer>' (gold \frac{8 \sqrt{3}}{3})
k98p:5|wrong|tag|'<answer> \(\infty\) </answer>' (gold \frac{8 \sqrt{3}}{3})
k98p:6|wrong|tag|LaTeX-style pseudo-tags '\end{think} \begin{answer} $2\sqrt{3}$ \end{answer}' (gold \frac{8 \sqrt{3}}{3})
k99p:0|wrong|tag|key inferred (the line opens on page 6); '<answer>837</answer>' (gold 893)
k99p:1|wrong|tag|'<answer>836</answer>' (gold 893)
k99p:2|wrong|tag|'<answer>836</answer>' (gold 893)
k99p:3|wrong|tag|'<answer>730</answer>' (gold 893)
k99p:4|wrong|tag|'<answer>5</answer>' (gold 893)
k99p:5|correct|tag|
k99p:6|wrong|tag|'<answer>894</answer>' (gold 893)
k99p:7|wrong|tag|'\boxed{887}' in the think block, then '<answer>887</answer>' (gold 893)
cp1344:0|correct|tag|
cp1344:1|correct|tag|
cp1344:2|correct|tag|
cp1344:3|correct|tag|
cp1344:4|correct|tag|
cp1344:5|correct|tag|a bare 'think' marker, then '</think>' before '<answer>15</answer>'
cp1344:6|correct|tag|
cp1344:7|correct|tag|a '<think>' block 'Reason here. ...' AFTER the working
cp1344:8|correct|tag|a '<think>' block AFTER the working (it says 4 t-shirts make one block, then 44); '<answer>44</answer>'
cp1344:9|wrong|tag|a stray '</think>'; '<answer>11</answer>' (gold 44)
cp1344:10|correct|tag|a '\u00d7' escape
cp1344:11|correct|tag|
cp1344:12|correct|tag|two '</think>' closings before the tag
cp1344:13|correct|tag|
cp1344:14|wrong|tag|'<answer>\n121\n</answer>' (gold 44)
cp1344:15|wrong|tag|'<answer>11</answer>' (gold 44)
cp1344:16|correct|tag|
cp1344:17|correct|tag|
cp1344:18|correct|tag|
cp1344:19|correct|tag|line 187 completion 3 joined across 1344000/1360000
cp1360:0|correct|tag|
cp1360:1|correct|tag|
cp1360:2|correct|tag|
cp1360:3|correct|tag|
cp1360:4|wrong|tag|'<answer>\n800.6\n</answer>' (gold 9360); '\u2019' escapes
cp1360:5|wrong|tag|'<answer>\n$798.6\n</answer>' (gold 9360)
cp1360:6|wrong|tag|a '<think>' block after the working; '<answer>\n$800.60\n</answer>' (gold 9360)
cp1360:7|wrong|tag|'<answer>726</answer>' (gold 9360)
cp1360:8|wrong|tag|'<answer>\n878.46\n</answer>' (gold 9360)
cp1360:9|wrong|tag|'So the final answer is $720.' then '<answer>\n720\n</answer>' (gold 9360)
cp1360:10|wrong|tag|'<answer>\n$9583.20\n</answer>' (gold 9360)
cp1360:11|wrong|tag|'<answer>\n10,541.52\n</answer>' (gold 9360)
cp1360:12|correct|tag|a '<think>' block AFTER the working
cp1360:13|correct|tag|two '</think>' closings before '<answer>8000</answer>'
cp1360:14|correct|tag|line 189 completion 2 joined across 1360000/1376000
cp1376:0|correct|tag|
cp1376:1|correct|tag|'<answer>\n8,000\n</answer>'
cp1376:2|correct|tag|
cp1376:3|correct|tag|
cp1376:4|correct|tag|
cp1376:5|wrong|tag|'<answer>\n$18\n</answer>' (gold 24)
cp1376:6|wrong|tag|'<answer>\n18\n</answer>' (gold 24)
cp1376:7|wrong|tag|'<answer>$18</answer>' (gold 24)
cp1376:8|wrong|tag|'<answer>\n18\n</answer>' (gold 24)
cp1376:9|wrong|tag|'<answer>\n$18\n</answer>' (gold 24)
cp1376:10|wrong|tag|'<answer>\n18\n</answer>' (gold 24)
cp1376:11|wrong|tag|'<answer>\n$18\n</answer>' (gold 24)
cp1376:12|wrong|tag|'<answer>\n18\n</answer>' (gold 24); a '\u2019' escape
cp1376:13|correct|tag|
cp1376:14|correct|tag|
cp1376:15|correct|tag|
cp1376:16|correct|tag|
cp1376:17|correct|tag|
cp1376:18|correct|tag|
cp1376:19|correct|tag|
cp1376:20|correct|tag|line 191 completion 7 joined across 1376000/1392000
cp1392:0|correct|tag|
cp1392:1|correct|tag|
cp1392:2|correct|tag|
cp1392:3|correct|tag|a stray '</think>' before the tag
cp1392:4|correct|tag|
cp1392:5|correct|tag|
cp1392:6|correct|tag|
cp1392:7|correct|tag|a '<think>' block 'Reason here. ...' AFTER the working
cp1392:8|correct|tag|
cp1392:9|correct|tag|
cp1392:10|correct|tag|
cp1392:11|correct|tag|
cp1392:12|correct|tag|
cp1392:13|correct|tag|
cp1392:14|correct|tag|
cp1392:15|correct|tag|
cp1392:16|wrong|boxed|no answer tag; two stray '</think>' closings, Python with the output 'Done', then '\[\n\boxed{4.444}\n\]' last (gold 36)
cp1392:17|correct|tag|
cp1392:18|correct|tag|
cp1392:19|correct|tag|
cp1392:20|wrong|tag|line 194 completion 4 joined across 1392000/1408000; '<answer>44.44</answer>' (gold 36)
cp1408:0|correct|tag|
cp1408:1|wrong|tag|'<answer>\n32.4\n</answer>' (gold 36)
cp1408:2|wrong|prose_sentence|debatable: no tags; '... Gerald can complete the 400-meter hurdle course in exactly 38 seconds under his new diet.' then 'Thus, my thought' and the completion ends (the length limit): wrong by the last stated result (no_answer if the cut makes it count as unfinished; gold 36)
cp1408:3|correct|tag|
cp1408:4|wrong|tag|'<answer>\n228\n</answer>' (gold 348)
cp1408:5|correct|tag|
cp1408:6|correct|tag|a '<think>' block AFTER the working
cp1408:7|correct|tag|
cp1408:8|wrong|tag|'<answer>\n168\n</answer>' (gold 348)
cp1408:9|correct|tag|
cp1408:10|correct|tag|
cp1408:11|correct|tag|
cp1408:12|correct|tag|
cp1408:13|correct|tag|
cp1408:14|correct|tag|
cp1408:15|correct|tag|line 196 completion 4 joined across 1408000/1424000
cp1424:0|correct|tag|
cp1424:1|correct|tag|
cp1424:2|correct|tag|
cp1424:3|correct|tag|
cp1424:4|correct|tag|
cp1424:5|correct|tag|
cp1424:6|correct|tag|
cp1424:7|correct|tag|
cp1424:8|correct|tag|
cp1424:9|correct|bare_last_line|no '<answer>'; 'So, Harry slept 3 more hours than James.', a '</think>', then a stray '</answer>' and the last line '3 more hours.'
cp1424:10|correct|tag|
cp1424:11|correct|tag|
cp1424:12|correct|tag|
cp1424:13|correct|tag|
cp1424:14|correct|tag|
cp1424:15|correct|tag|
cp1424:16|wrong|tag|a '<think>' block after the working; '<answer>16</answer>' (gold 12)
cp1424:17|correct|tag|
cp1424:18|correct|tag|
k100p:0|wrong|tag|'<answer>7 </answer>' (gold 10)
k100p:1|wrong|tag|'<answer>4</answer>' (gold 10)
k100p:2|correct|tag|a box inside the tag: '<answer> \(\boxed{\frac{1}{4}} \) </answer>'
k100p:3|wrong|tag|'<answer> \frac{1}{2} </answer>' (gold \frac{1}{4})
k100p:4|correct|tag|'<answer> 1/4 </answer>' for '\frac{1}{4}'
k100p:5|correct|tag|'<answer> \(\frac{1}{4}\) </answer>'
k100p:6|wrong|tag|'<answer>1/2</answer>' (gold \frac{1}{4})
k100p:7|correct|tag|'<answer> \(\frac{1}{4}\) </answer>'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
