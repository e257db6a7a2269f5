r"""Build public_heldout63.jsonl: a 63rd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (metrics, format_reward, answer_reward, reward and the like)
were not used to label.

Method (round 61's page transcription): model output committed to a public GitHub repository, read
through the public-code index (16,000-character pages). The helper pasted each page WHOLE as the
read_file answer displays it (the page text JSON-escaped once more) into pages/<page>.txt; mk.py
decoded that display form once into the page text and checked that it is exactly 16,000 characters
long, then cut each record out of the page text: `r` is the completion's JSON string body as the file
writes it and `enc` = `json` (decoded once more by the build); no record was re-encoded or retyped
from its decoded form, and every decoded completion holds no control character but newline and
carriage return. One paste first decoded short (k98p9, by 1,260 characters: the paste skipped from
the `[/asy]` of line q11 r1's problem field to the `[/asy]` of line q11 r2's prompt, dropping the end
of q11 r1's metadata and the opening of q11 r2's line up to its asy block). It was repaired by
restoring exactly that span, built from the same page's own text (q11 r1's metadata as displayed and
its prompt up to `[/asy]` with the rollout index 2, which is what the display showed), and
length-checked again (16,000); the span holds no completion that was taken (q11 r2's response
crosses into the next page, not read), and no other page needed a repair. Every page was read
singly (no two consecutive pages of one step), so a completion that crosses a page edge is left out;
a record's key is inferred from the next line's (question_index, rollout_index) where the line opens
on the page before, and its problem is taken from the line's own `problem` field where the prompt's
question is not on the page (k97p9 rec 0, k87p8 rec 0, k86p8 rec 0). Not transcribed (read, but left
out): the opening, partial response of a page that opens inside a response (k84p8, k85p8, k94p9,
k101p9, k103p9, k104p9, k105p9); page openings inside metadata (nothing to take); the last rollout of
every page, whose response crosses into the next page. Nothing is shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl, 62 files:
rounds 1-62; 16,719 distinct completions, by script, dedup.py, reading no labels) and with the others
of this round. None repeats an earlier round's completion. Two repeated within the round word for
word: step 101 q9 r7 equals step 101 q9 r6 and step 89 q10 r5 equals step 89 q10 r3; the later copy
of each was left out (mk.py's DROP), so no two kept completions are equal.

Repository (194 records): KleistvonLiu/assignment5-alignment 194 (100 %), the only one this round
(another helper gathered from other repositories at the same time). No licence file was found for it
in the index (rounds 16-61 looked; not looked up again this round); `licence` per record.

Split: think_answer 194 (every record's prompt asks for the tag format), no long chain-of-thought
source this round (the brief named only this tag-format repository; its untagged completions - boxes
after Python output, a bare answer after '</think>', cut-off working - are the nearest to it). MATH 194
(MATH test problems, the file's gold), GSM8K 0. Truths: correct 110, wrong 78, no_answer 6. Forms:
tag 183 (among them a box inside the tag, '\(\frac{1}{2048}\)' and '$$\frac{3\sqrt{13}}{13}$$' in
the tag, '3 - \(\sqrt{3}\)', '05:00' for '05\!:\!00', '1' and '1_7' for '1_7', '12/13', '207/64',
'3/4' for '\dfrac34', '$(5^4,\infty)$' for '(625, \infty)', '50+12=62', '3, 5', 'X', '864 square
units', '$70^{\circ}$', 'There is no solution.', 'No real solution', interval brackets swapped),
boxed 4 (a last box with no opening '<answer>': after '</think>', after Python output, before a stray
'</answer>'), bare_last_line 1 ('</think> \(\frac{1}{8}\)'), prose_sentence 1 (k91p9 rec 1, cut by the
length limit, debatable), truncated 5 (cut by the 1024-token limit with no final answer: repetition
loops, a retracted '= 0', a retracted '= 73'). 2 debatable (k91p9 rec 1, k104p9 rec 1).

Pages read this round (for the next round not to repeat them): KleistvonLiu/assignment5-alignment
outputs/grpo_full_mathv2/rollout_step_0000NN/rollouts.jsonl offset 144000 (page 9) of steps 90-105
(= k90p9 ... k105p9) and offset 128000 (page 8) of steps 83-89 (= k83p8 ... k89p8).

Selection (records as they come, not by how hard they look; each file read from the offset named;
every record whose completion lies on the page read taken unless said above):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold `ground_truth`), the pages above.

Label conventions (rounds 37-61's): the last final answer counts; a hedge between values or the gold
with another value is wrong; a response cut before any final answer is no_answer; equal in value but
written differently is correct ('1/8' for '\frac{1}{8}', '05:00' for '05\!:\!00', '1' for '1_7',
'$(5^4,\infty)$' for '(625, \infty)', '3/4' for '\dfrac34'); another quantity is wrong; in the tag
format the `<answer>` content is the final answer whatever the working says (a right tag after false
working is correct: k90p9 rec 2, k96p9 rec 5, k104p9 rec 0; a wrong tag after the gold in the
working is wrong: k100p9 rec 6); with no answer tag the completion is labelled by its last box,
bare answer or last stated result; malformed or stray tags do not change which answer counts.
Debatable this round: k91p9 rec 1 (no tags; 'So the solution to the inequality is
\[\left(\frac{8}{3}, 3\right]\]', then a sympy check that errors and a re-solve cut by the
1024-token limit: correct by the last stated result, no_answer if the cut makes it count as
unfinished; gold (\tfrac83, 3]); k104p9 rec 1 ('<answer> X </answer>', a placeholder letter after
'there are $X$ such values': no_answer; wrong if the placeholder counts as a stated answer; gold 101).

Golds: the KleistvonLiu problems' opening words (first 200 characters) are looked up in MATH-500
(gold checked equal there when found), else the file's own answer (its MATH test gold,
`ground_truth`, as transcribed). None of this round's problems is in MATH-500, so every gold is
the file's own.

Leads for a later round: KleistvonLiu page 8 (offset 128000) of steps 75-82 (round 57 reports page 7
of steps 76-89 read; step 75 not checked here), page 9 (offset 144000) of steps 74-89, and page 10
(offset 160000) of steps 90-105 (each page read here ends inside a rollout the next page completes).

Usage: python build_public_heldout63.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout63.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder
from heldout_repos import KL, KL_PROMPT, KLC, NO_LICENCE

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout63.jsonl"
SOURCE = "public_heldout63"

KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-61 took pages 0-6 of steps "
    "74-105, page 7 of steps 74-105 and page 8 of steps 74 and 90-105; this round page {} (offset "
    "{}) of step {}), rollout step {}, on MATH test problems; the record is one line's response "
    "(the text after the prompt's closing 'Assistant: <think>')"
)

STEPS9 = range(90, 106)
STEPS8 = range(83, 90)

# short id -> (step, page); page 8 = offset 128000, page 9 = offset 144000
KL_PAGES = {
    **{f"k{step}p9": (step, 9) for step in STEPS9},
    **{f"k{step}p8": (step, 8) for step in STEPS8},
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
k90p9:0|correct|tag|key inferred (the line opens on page 8); '<answer>32 </answer>' after 'The answer is 32 valid $n$ values.' with no count shown
k90p9:1|wrong|tag|'<answer> 49 </answer>' (gold 32)
k90p9:2|correct|tag|'<answer> 32 </answer>' after false working ('16 + 16 - 32 + 32 = 32')
k90p9:3|wrong|tag|'<answer>55 </answer>' (gold 32)
k90p9:4|wrong|tag|'<answer>50</answer>' (gold 32)
k90p9:5|wrong|tag|'<answer>16 </answer>' (gold 32)
k90p9:6|wrong|tag|'<answer>33 </answer>' (gold 32)
k90p9:7|wrong|tag|'= 50!/4!' in the think block, then '<answer> 33 </answer>' (gold 32)
k90p9:8|correct|tag|
k91p9:0|wrong|tag|'<answer>$\left[\frac{8}{3}, 3\right)$</answer>': the brackets swapped against the gold '(\tfrac83, 3]'
k91p9:1|correct|prose_sentence|debatable: no tags; 'So the solution to the inequality is \[\left(\frac{8}{3}, 3\right]\]. Let's verify this with code', a sympy error, then cut by the 1024-token limit while re-solving: correct by the last stated result, no_answer if the cut makes it count as unfinished
k91p9:2|wrong|tag|'<answer> $(8/3, 3)$ </answer>': open at 3 (gold '(\tfrac83, 3]')
k91p9:3|wrong|tag|'(\frac{8}{3}, \frac{5}{2})' in the tag (gold '(\tfrac83, 3]')
k91p9:4|wrong|tag|'[\frac{15}{4}, \frac{8}{3}]' in the tag (gold '(\tfrac83, 3]')
k91p9:5|wrong|tag|'<answer> (2, 3] U (5/2, inf) </answer>' (gold '(\tfrac83, 3]')
k91p9:6|wrong|tag|'<answer> (5, \infty) </answer>' (gold '(\tfrac83, 3]')
k92p9:0|wrong|tag|'<answer>50</answer>' (gold 72)
k92p9:1|correct|boxed|no '<answer>' tag: '</think>' then a display '\boxed{72}' and 'The combined area of the four removed triangles is \( \boxed{72} \) square units.'; the think block never computes it
k92p9:2|wrong|tag|'<answer> $\frac{1152}{11}$ </answer>' (gold 72)
k92p9:3|wrong|tag|'<answer>144</answer>' (gold 72)
k92p9:4|wrong|tag|'<answer> 864 square units </answer>' (gold 72)
k92p9:5|correct|tag|
k93p9:0|correct|tag|
k93p9:1|correct|tag|'<answer>1</answer>' for '1_7' (the think block says '$1_7$'; 1 is 1 in any base)
k93p9:2|wrong|tag|'<answer> $664_7$ </answer>' (gold 1_7)
k93p9:3|wrong|tag|'<answer> $311_7$ </answer>' (gold 1_7)
k93p9:4|wrong|tag|'<answer>341</answer>' (gold 1_7)
k93p9:5|wrong|tag|'<answer>331</answer>' (gold 1_7)
k93p9:6|correct|tag|'<answer>1_7</answer>'
k93p9:7|wrong|tag|'<answer>$111_7$</answer>' (gold 1_7)
k93p9:8|wrong|tag|'<answer> $233_7$ </answer>' (gold 1_7)
k93p9:9|correct|tag|'$\frac{5}{6}$' for '\frac56'
k94p9:0|wrong|tag|'<answer>2</answer>' (gold \frac{3 \sqrt{3}}{2})
k94p9:1|wrong|tag|'<answer>2</answer>' (gold \frac{3 \sqrt{3}}{2})
k94p9:2|correct|tag|
k94p9:3|correct|tag|'$\frac{12}{13} $' in the tag
k94p9:4|correct|tag|'<answer> 12/13 </answer>' for '\frac{12}{13}'
k94p9:5|correct|tag|
k94p9:6|correct|tag|
k94p9:7|correct|tag|
k94p9:8|correct|tag|
k94p9:9|correct|tag|
k95p9:0|correct|bare_last_line|no '<answer>' tag: the response ends '</think> \(\frac{1}{8}\)', the answer bare after the think block
k95p9:1|correct|tag|'<answer>1/8</answer>' for '\frac{1}{8}'
k95p9:2|correct|tag|
k95p9:3|correct|tag|
k95p9:4|correct|tag|
k95p9:5|correct|tag|
k95p9:6|correct|tag|
k95p9:7|correct|tag|
k95p9:8|correct|tag|
k95p9:9|correct|tag|
k96p9:0|wrong|tag|'n = 45^\circ' then '<answer>45</answer>' (gold 1)
k96p9:1|no_answer|truncated|a repetition loop cut at the 1024-token limit, no final answer
k96p9:2|wrong|tag|'<answer>179</answer>' (gold 1)
k96p9:3|wrong|tag|'<answer>89</answer>' (gold 1)
k96p9:4|no_answer|truncated|'= 0.' then 'Clearly, something went wrong here.', a Python check printing 0, and a new attempt cut at the 1024-token limit: the 0 is retracted, no final answer
k96p9:5|correct|tag|'<answer> 1 </answer>' after false working
k97p9:0|correct|tag|key inferred and problem from the line's problem field (the line opens on page 8); '<answer> \(\frac{1}{2048}\) </answer>'
k97p9:1|wrong|tag|'<answer>63</answer>' (gold 56)
k97p9:2|wrong|tag|'<answer>59.23</answer>' (gold 56)
k97p9:3|wrong|tag|'<answer>60.67</answer>' (gold 56)
k97p9:4|wrong|tag|'<answer>52.5</answer>' (gold 56)
k97p9:5|wrong|tag|'<answer>60.5</answer>' (gold 56)
k97p9:6|correct|tag|
k97p9:7|wrong|tag|'<answer>52.5</answer>' (gold 56)
k97p9:8|wrong|tag|'<answer>52.5</answer>' (gold 56)
k97p9:9|wrong|tag|'<answer>50+12=62</answer>': a sum written out in the tag, value 62 (gold 58)
k97p9:10|wrong|tag|'<answer>315</answer>' (gold 58)
k98p9:0|correct|tag|key inferred (the line opens on page 8; its prompt's question is on this page)
k98p9:1|correct|tag|'$$\frac{3\sqrt{13}}{13}$$' in the tag
k98p9:2|correct|tag|'\(\frac{3\sqrt{13}}{13}\)' in the tag
k98p9:3|correct|tag|the think block stops at '\sin A = \frac{3}{\sqrt{13}}', the tag gives '\frac{3\sqrt{13}}{13}'
k98p9:4|correct|tag|
k98p9:5|correct|tag|
k98p9:6|correct|tag|
k98p9:7|correct|tag|
k99p9:0|wrong|tag|'<answer> 4</answer>' (gold 3 - \sqrt3)
k99p9:1|wrong|tag|'<answer>There is no solution. </answer>' (gold 3 - \sqrt3)
k99p9:2|wrong|tag|'<answer>7</answer>' (gold 3 - \sqrt3)
k99p9:3|wrong|tag|'<answer>No real solution</answer>' (gold 3 - \sqrt3)
k99p9:4|correct|boxed|no opening '<answer>': '</think> The smallest solution to the equation is \(\boxed{3 - \sqrt{3}}\). </answer>' (a stray closing tag)
k99p9:5|correct|tag|'<answer>3 - \(\sqrt{3}\)</answer>': the radical in inline-math delimiters inside the tag
k99p9:6|wrong|tag|'<answer>1</answer>' (gold 3 - \sqrt3)
k99p9:7|wrong|tag|'<answer>1</answer>' (gold 3 - \sqrt3)
k99p9:8|correct|tag|
k100p9:0|wrong|tag|key inferred (the line opens on page 8; its prompt's question is on this page); '<answer>0.195</answer>' (gold .185)
k100p9:1|wrong|tag|'<answer>0.186</answer>' (gold .185)
k100p9:2|correct|tag|
k100p9:3|correct|tag|
k100p9:4|correct|tag|
k100p9:5|correct|tag|
k100p9:6|wrong|tag|'<answer>18</answer>' after '30 - 18 = 12' in the working (gold 12)
k100p9:7|correct|tag|
k100p9:8|wrong|tag|'<answer>0</answer>' (gold 12)
k101p9:0|correct|tag|
k101p9:1|correct|tag|
k101p9:2|correct|tag|
k101p9:3|correct|tag|
k101p9:4|correct|tag|
k101p9:5|correct|tag|
k101p9:6|correct|tag|
k101p9:7|correct|tag|
k101p9:8|correct|tag|
k101p9:9|correct|tag|
k102p9:0|correct|tag|
k102p9:1|correct|tag|
k102p9:2|correct|tag|
k102p9:3|correct|tag|
k102p9:4|wrong|tag|'<answer> $70^{\circ}$ </answer>' (gold 110)
k102p9:5|wrong|tag|'<answer>80</answer>' (gold 110)
k102p9:6|correct|tag|
k102p9:7|correct|tag|
k103p9:0|wrong|tag|'<answer>300</answer>' (gold 375)
k103p9:1|wrong|tag|'the answer is $\boxed{4}$ apart from the last digit' then '<answer>4</answer>' (gold 375)
k103p9:2|wrong|tag|a stray word 'pensar' before '</think>'; '<answer> 36000 </answer>' (gold 375)
k103p9:3|wrong|tag|'<answer>8</answer>' (gold 375)
k104p9:0|correct|tag|'<answer>101</answer>' after working that never reaches a count
k104p9:1|no_answer|tag|debatable: 'we determine that there are $X$ such values' and '<answer> X </answer>', a placeholder letter, no value: no_answer; wrong if the placeholder counts as a stated answer (gold 101)
k104p9:2|correct|tag|
k104p9:3|correct|tag|
k104p9:4|correct|tag|
k104p9:5|correct|tag|
k104p9:6|correct|tag|
k104p9:7|correct|boxed|no tags: Python output '100.0', then 'is \(\boxed{100}\).' last
k105p9:0|correct|tag|'<answer>05:00</answer>' for '05\!:\!00'
k105p9:1|correct|tag|'<answer>3 </answer>'
k105p9:2|wrong|tag|'<answer> $3 \pm \sqrt{2}$ </answer>' (gold 3)
k105p9:3|wrong|tag|'<answer>3, 5</answer>': the gold with another value (gold 3)
k105p9:4|correct|tag|
k105p9:5|correct|tag|
k105p9:6|wrong|tag|'<answer> -9 </answer>' (gold 3)
k105p9:7|correct|tag|
k105p9:8|wrong|tag|'x = 1' retracted in the working, then '<answer> $\frac{11}{2}$ </answer>' (gold 3)
k89p8:0|correct|tag|key inferred (the line opens on page 7; its prompt's question is on this page)
k89p8:1|correct|tag|
k89p8:2|correct|tag|
k89p8:3|correct|tag|
k89p8:4|correct|tag|'<answer>20 </answer>'
k89p8:5|correct|tag|
k89p8:6|correct|tag|
k89p8:7|correct|tag|
k89p8:8|wrong|tag|'= 28', halved to 14: '<answer>14 </answer>' (gold 20)
k89p8:9|correct|tag|
k89p8:10|correct|tag|
k88p8:0|correct|tag|'<answer> $(2, 6)$ </answer>' for '(2,6)'
k88p8:1|no_answer|truncated|cut at the 1024-token limit inside the quadratic formula, no final answer
k88p8:2|wrong|tag|'<answer>163</answer>' (gold 597)
k88p8:3|no_answer|truncated|'= 73' stated and called incorrect over and over, cut at the 1024-token limit inside '$': no final answer
k88p8:4|wrong|tag|'\boxed{307}$.]' then '<answer>307</answer>' (gold 597)
k87p8:0|correct|tag|key inferred and problem from the line's problem field (the line opens on page 7); '<answer>$\frac{3}{4}$</answer>'
k87p8:1|wrong|tag|'<answer> $\frac{1}{2}$ </answer>' (gold \frac{3}{4})
k87p8:2|no_answer|truncated|cut at the 1024-token limit inside a quadratic-formula line, no final answer
k87p8:3|correct|tag|'<answer>3/4</answer>' for '\dfrac34'
k87p8:4|correct|tag|'3/4' for '\dfrac34'
k87p8:5|correct|tag|'3/4' for '\dfrac34'
k87p8:6|correct|tag|'<answer> 3/4 </answer>' for '\dfrac34'
k87p8:7|correct|tag|'3/4' for '\dfrac34'
k87p8:8|correct|tag|'3/4' for '\dfrac34'
k86p8:0|correct|tag|key inferred and problem from the line's problem field (the line opens on page 7)
k86p8:1|correct|tag|
k86p8:2|correct|tag|
k86p8:3|correct|tag|
k86p8:4|correct|tag|
k86p8:5|correct|tag|
k86p8:6|correct|tag|
k86p8:7|wrong|tag|'<answer> -12 </answer>' (gold -\frac{3}{2})
k86p8:8|correct|tag|'<answer> $-\frac{3}{2}$ </answer>'
k86p8:9|wrong|tag|'<answer> -3 </answer>' (gold -\frac{3}{2})
k85p8:0|wrong|tag|'<answer>3</answer>' (gold 4)
k85p8:1|correct|tag|
k85p8:2|correct|tag|
k85p8:3|wrong|tag|a stray '< think>' inside the think block; '<answer> 101 </answer>' (gold 4)
k85p8:4|correct|tag|
k85p8:5|wrong|tag|'<answer>2 </answer>' (gold 4)
k85p8:6|wrong|tag|'<answer>2</answer>' (gold 4)
k85p8:7|correct|boxed|no '</think>' and no opening '<answer>': 'The answer is \( \boxed{60} \). </answer>' for '60^\circ'
k84p8:0|wrong|tag|'<answer> \(\sqrt{3}+1\) </answer>' (gold 1 + \sqrt[3]{2})
k84p8:1|wrong|tag|'<answer>3</answer>' (gold 1 + \sqrt[3]{2})
k84p8:2|correct|tag|'<answer>207/64 </answer>' for '\dfrac{207}{64}'
k84p8:3|wrong|tag|'<answer>383/64</answer>' (gold \dfrac{207}{64})
k84p8:4|wrong|tag|'Answer: $\frac{215}{64}$.' in the think block and '<answer> $\frac{215}{64}$ </answer>' (gold \dfrac{207}{64})
k84p8:5|wrong|tag|'<answer>219/64</answer>' (gold \dfrac{207}{64})
k84p8:6|correct|tag|'<answer> \frac{207}{64} </answer>' for '\dfrac{207}{64}'
k84p8:7|correct|tag|'207/64' for '\dfrac{207}{64}'
k83p8:0|wrong|tag|'<answer> $x^2 - 4x + 5 = 0$ </answer>' (gold x^2+4x+1)
k83p8:1|wrong|tag|'<answer> $x^2 + x - 2$ </answer>' (gold x^2+4x+1)
k83p8:2|wrong|tag|'$x^2 - (\sqrt{3}-2)\sqrt{3}x - 3 + 2\sqrt{3}x$' in the tag (gold x^2+4x+1)
k83p8:3|wrong|tag|'<answer> $(3125, +\infty)$ </answer>' (gold (625, \infty))
k83p8:4|correct|tag|'<answer> $(5^4,\infty)$ </answer>': 5^4 = 625, the gold interval written with a power
k83p8:5|wrong|tag|'<answer> (125, +\infty) </answer>' (gold (625, \infty))
k83p8:6|correct|tag|'<answer> $(625, \infty)$ </answer>'
k83p8:7|wrong|tag|a power tower '(5^{(5^{(4^{(3^{(2^1)})})})}, \infty)' in the tag (gold (625, \infty))
k83p8:8|wrong|tag|'<answer>$\boxed{(5, +\infty)}$</answer>' (gold (625, \infty))
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:  # until landing, the docstring is not the module's first statement
        __doc__ = "Build public_heldout63.jsonl: a 63rd held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
