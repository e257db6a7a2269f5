r"""Build public_heldout73.jsonl: a 73rd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (metrics, format_reward, answer_reward, reward and the like)
were not used to label.

Method (rounds 65-71's per-record paste): model output committed to a public GitHub repository,
read through the public-code index (16,000-character pages). The helper pasted, from each page as the
read_file answer displays it (the page text JSON-escaped once more), each taken record's response
body as displayed, one line a record, under a header line with the record's key, its `ground_truth`
field in the file's form and the problem's opening words (decoded), into pages/<page>.txt. mk.py
decoded each displayed body once into the file's JSON string body (`r`, `enc` = `json`, decoded once
more by the build) and checked that it decodes twice without error, that the file form holds no
unescaped quote and that the decoded completion holds no control character but newline and carriage
return; no record was re-encoded or retyped from its decoded form. Page lengths: every read_file
answer of this round gave the offset asked (176000 for page 11, 192000 for page 12) and a
next_offset 16,000 further (a 16,000-character page), and a total_chars above the page's end
(460,466-564,822), so no page read is a file's last page; that is the tool's count of the decoded
page, not a count of a pasted copy. One page was also checked by length (work/pagelen91.py):
k91p11, whose rec 2 is a loop of one repeated sentence pair (the riskiest paste of the round), was
rebuilt from its pasted responses plus the file's fixed line frame (prompt template, metadata fields
with each line's own token-count width, the opening fragment and the closing partial response
retyped from the page) and came to exactly 16,000 characters, so no repeat was dropped or doubled
there. NOT checked: no other page was rebuilt, and no script compared the pasted records with the
page text (the index answers come to the helper, not to a shell): on the other pages a paste that
dropped, doubled or swapped a span of a response without breaking its escapes would not have been
caught. One character is kept as the index displays it: k96p11 rec 0's garbled '</th\ufffd>' (a
U+FFFD replacement character; the file's bytes behind it were not seen). Nothing is shortened.

Edges (keys): a record's key is read from its line's (question_index, rollout_index), or inferred from
the next line's where its line opens on the page before (rec 0 of k83p11: step 83 q11 r2; k89p11:
step 89 q13 r0; k93p11: step 93 q13 r0; k94p11: step 94 q11 r4; k85p12: step 85 q12 r1, each page
opening inside that line's prompt, before its response; k91p11: step 91 q11 r0, the page opening in
its metadata (' 0, "prompt": ...') before its prompt; so each whole response is on the page read).
Not transcribed (read, but left out): the opening, partial response of a page that opens inside one,
whose start lies on the page before (k84p11: step 84 q14 r2, ending '\end{think}$ <answer>
$-\frac{15}{4}$ </answer>'; k86p11: step 86 q11 r6, a long retraction cut by the 1024-token limit
at 'User:'; k88p11: step 88 q10 r6, ending '\(\boxed{0}\)'; k95p11: step 95 q13 r0, ending
'\frac{810}{121}\) </answer>'; k96p11: step 96 q12 r6, ending '<answer> -80 </answer>'; k90p12: step
90 q13 r6, ending '<answer>588</answer>', the line round 69 left running off page 11); page openings
inside metadata (k87p11: q9 r6; k92p11: q11 r2: nothing to take); the last rollout of each page whose
response runs on into the next page (not read): step 86 q12 r3, 87 q10 r6, 89 q13 r5, 91 q11 r6, 95
q14 r0, 85 q12 r7 (page 12), 90 q15 r0 (page 12); pages ending before a response (nothing left out):
83 (in q12 r3's metadata, after its whole response, which is taken), 84 (q15 r4's metadata), 88
(q11 r7's metadata), 94 (q12 r7's metadata), 92 (inside q11 r6's prompt), 93 (inside q14 r2's
prompt), 96 (inside q14 r0's prompt). Step 85 q12 r1, which round 69 listed as running on from page
11, has its whole response on page 12 and is taken here (k85p12 rec 0). No page was joined with
another this round.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl, 72 files:
rounds 1-72, and /tmp/rounds/real71/public_heldout71.jsonl; 18,265 distinct completions, by script,
work/dedup.py, reading no labels) and with the others of this round. None repeats an earlier round's
completion, and no two kept completions are equal; nothing was dropped as a repeat (near-identical
texts such as k94p11's cube-root workings differ in wording and are all kept).

Repository counts (107 records): KleistvonLiu/assignment5-alignment 107 (100 %), the only one this
round (the brief named only it). No licence file was found for it in the index (rounds 16-61
looked; not looked up again this round); `licence` per record.

Split: think_answer 107 (every record's prompt asks for the tag format). MATH 107 (MATH test
problems, the file's gold), GSM8K 0. SHORT OF THE BRIEF: the brief asked for at least 180 records;
the fourteen pages it named (page 11 of steps 83, 84, 86-89 and 91-96, page 12 of steps 85 and 90)
hold 107 whole records, all taken, and no page beyond the brief's list was read, so this round is a
partial one and the leads below hold the rest.

Truths: correct 58, wrong 45, no_answer 4.

Forms: tag 96 (among them '0.6' for the gold '.6', '-15/4' and '-\frac{15}{4}' for '-\frac{15}4',
'\frac{295}{323}' with no dollars for '\dfrac{295}{323}', equations in the tag ('$x = -6$',
'$p(x) = 2x^2 - 3x - 2.$'), a lead word 'ans:' in the tag, named parts '$BP=12$, $QT=\frac{1}{8}$',
an ordered triple with a slash fraction, three alternatives '1 or 2 or 3', a list '-1, -2', working in
the tag ending in a box, an unevaluated binomial formula (debatable), a right tag after false
working, a missing '</think>' before the tag, a malformed '\end{align*>' and '[/think]' and a garbled
'</th\ufffd>' for '</think>'), boxed 4 (a last box with no answer tag: after Python output, with a
stray '\]'), prose_sentence 2 ('... is \(60\) degrees. </answer>' with a lone closing tag; 'The
answer is $BP=\colon 4$, $QT=\colon\frac{32}{5}$' after a '####' line), bare_last_line 1 ('</think> 3'
before Python code with no output), truncated 4 (cut by the 1024-token limit: three with no final
answer, one a loop, debatable). 2 debatable (k91p11 rec 2, k95p11 rec 3).

Pages read this round (for the next round not to repeat them): KleistvonLiu/assignment5-alignment
outputs/grpo_full_mathv2/rollout_step_0000NN/rollouts.jsonl offset 176000 (page 11) of steps 83, 84,
86, 87, 88, 89, 91, 92, 93, 94, 95, 96 (= k83p11 ... k96p11) and offset 192000 (page 12) of steps 85
and 90 (= k85p12, k90p12), in that order.

Selection (records as they come, not by how hard they look; each file read from the offset named, in
the brief's order; every record whose completion lies whole on the pages read taken unless said
above):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold `ground_truth`), the pages above.

Label conventions (rounds 37-71's): the last final answer counts; a response cut before any final
answer is no_answer; equal in value but written differently is correct ('0.6' for '.6', '-15/4' for
'-\frac{15}4', '\frac{295}{323}' for '\dfrac{295}{323}'); another quantity is wrong; in the tag
format the `<answer>` content is the final answer whatever the working says (a right tag after false
working is correct: k84p11 rec 5, k94p11 rec 0; a tag after a missing or garbled '</think>' counts:
k84p11 rec 4, k96p11 rec 0); an equation or sentence in the tag is judged by what it states ('$x =
-6$': -6, correct; working in the tag by its last box: k95p11 rec 6); a tuple or list is judged
whole (k92p11 rec 2, right BP and wrong QT: wrong; alternatives none of which is the gold: wrong);
with no answer tag the completion is labelled by its last box, bare answer or last stated result
(k88p11 rec 0, k93p11 recs 0, 3 and 5; k89p11 rec 4's 'is \(60\) degrees. </answer>'; k86p11 rec
3's '</think> 3' before code). Debatable this round: k91p11 rec 2 (no tags; a loop of 'However, a
simpler approach ...' sentences each ending 'The area of triangle ADG is then ... =
4\sqrt{2 + \sqrt{2}}', cut by the 1024-token limit inside the next repeat: no_answer as unfinished,
wrong (gold 4+3\sqrt{2}) if the repeated value counts as its last stated result); k95p11 rec 3 ('$$1 -
\frac {2*C^{10}_4}{C^{20}_4}$$' in the tag, an unevaluated formula whose value, 1 - 420/4845, is the
gold 295/323: correct as equal in value, wrong if an unevaluated expression in a nonstandard binomial
notation does not count as an answer).

Golds: the KleistvonLiu problems' opening words (as transcribed, decoded) are looked up in MATH-500
(gold checked equal there when found), else the file's own answer (its MATH test gold,
`ground_truth`, as transcribed). None of this round's problems is in MATH-500 (work/qcheck.py, by
opening words), so every gold is the file's own.

Leads for a later round: KleistvonLiu page 12 (offset 192000) of steps 74-84 and 86-96
(continuing the pages 11 read by rounds 71 and 73: pages 11 of steps 74-77, 81 and 82 (round 71)
and 86, 87, 89, 91 and 95 (this round) end inside a response that page 12 completes, to be joined or
left out; the others end in a prompt or metadata, so page 12 opens on whole records); page 13
(offset 208000) of steps 85 and 90 (each page 12 read here ends inside a response that page 13
completes); page 11 of steps 97-105 (round 69's pages 10 end inside rollouts that page 11
completes); page 10 of step 89; step 85 q11 r7 on page 11 (round 69's lead). The partial openings left
out above (steps 84, 86, 88, 95, 96 on page 11, step 90 q13 r6 across pages 11 and 12) could be taken
only by joining two consecutive pages.

Usage: python build_public_heldout73.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout73.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder
from heldout_repos import KL, KL_PROMPT, KLC, NO_LICENCE

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout73.jsonl"
SOURCE = "public_heldout73"

KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-71 took pages 0-9 of steps "
    "74-105 (of step 89 pages 0-9 only), page 10 of steps 74-88 and 90-105 and page 11 of steps "
    "74-82, 85 and 90; this round page {} (offset {}) of step {}), rollout step {}, on MATH test "
    "problems; the record is one line's response (the text after the prompt's closing "
    "'Assistant: <think>')"
)

# short id -> (step, page); page 11 = offset 176000, page 12 = offset 192000
KL_PAGES = {
    **{f"k{step}p11": (step, 11) for step in (83, 84, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96)},
    "k85p12": (85, 12),
    "k90p12": (90, 12),
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
k83p11:0|correct|tag|key inferred (the line opens on page 10); '<answer>$\frac{25}{6}$</answer>'
k83p11:1|wrong|tag|working miscounts 16+49/36 as 577/36; '<answer> $3.286$ </answer>' (gold \frac{25}{6})
k83p11:2|correct|tag|
k83p11:3|correct|tag|
k83p11:4|correct|tag|
k83p11:5|correct|tag|
k83p11:6|correct|tag|'<answer>0.6</answer>' for the gold '.6', a leading zero
k83p11:7|wrong|tag|'\boxed{0.4}' then '<answer>0.4</answer>' (gold .6)
k83p11:8|wrong|tag|'<answer>0.4</answer>' (gold .6)
k83p11:9|correct|tag|'<answer>0.6</answer>' for the gold '.6', a leading zero
k84p11:0|correct|tag|'<answer> $-\frac{15}{4}$ </answer>' for the gold '-\frac{15}4'
k84p11:1|correct|tag|'<answer> $-\frac{15}{4}$ </answer>' for the gold '-\frac{15}4'
k84p11:2|correct|tag|'\boxed{-\frac{15}{4}}' in an align block, then '<answer> $-\frac{15}{4}$ </answer>'
k84p11:3|correct|tag|a slash fraction '<answer> -15/4 </answer>' for the gold '-\frac{15}4'
k84p11:4|correct|tag|no '</think>': the working ends in a malformed '\end{align*>' and runs straight into '<answer> $-\frac{15}{4}$ </answer>'
k84p11:5|correct|tag|'<answer> 5 </answer>' after false counting
k84p11:6|wrong|tag|'<answer> $0$ </answer>' (gold 5)
k84p11:7|wrong|tag|three alternatives '<answer>1 or 2 or 3</answer>', none the gold (gold 5)
k84p11:8|wrong|tag|'<answer>0</answer>' (gold 5)
k84p11:9|wrong|tag|'<answer> $0$ </answer>' (gold 5); the response opens with a space
k86p11:0|wrong|tag|a list '<answer> -1, -2 </answer>' after working that reaches m^2 = 23 (gold 5)
k86p11:1|wrong|tag|'\boxed{3}' then '<answer>3</answer>' (gold 1)
k86p11:2|no_answer|truncated|no tags; an elimination ending in a quadratic for b, cut by the 1024-token limit mid-fraction, no final answer
k86p11:3|wrong|bare_last_line|no answer tag; '\boxed{3}' in the working, then '</think> 3' and Python code with no output, last (gold 1)
k87p11:0|wrong|tag|an ordered triple '<answer> $(2,1/2,-4)$ </answer>' (gold \left( 1, \frac{1}{2}, -4 \right))
k87p11:1|correct|tag|
k87p11:2|correct|tag|
k87p11:3|correct|tag|
k87p11:4|correct|tag|
k87p11:5|correct|tag|
k87p11:6|wrong|tag|253 reached in the working, then halved to 126.5 and rounded down; '<answer>126</answer>' (gold 253)
k88p11:0|correct|boxed|no answer tag; '</think> The answer is $\boxed{0}$.' last
k88p11:1|correct|tag|
k88p11:2|correct|tag|
k88p11:3|correct|tag|
k88p11:4|correct|tag|
k88p11:5|correct|tag|
k88p11:6|correct|tag|
k88p11:7|correct|tag|
k88p11:8|wrong|tag|'<answer> $13$ </answer>' (gold 10)
k89p11:0|no_answer|truncated|key inferred (the line opens on page 10); no tags; a dot-product expansion cut by the 1024-token limit mid-command ('\math'), no final answer
k89p11:1|wrong|tag|'\boxed{\theta = 150^\circ}' then '<answer>150</answer>' (gold 60^\circ)
k89p11:2|no_answer|truncated|no tags; dot products rewritten step by step, cut by the 1024-token limit mid-command ('\mathbf{'), no final answer
k89p11:3|wrong|tag|working that computes nothing; '<answer>$150$</answer>' (gold 60^\circ)
k89p11:4|correct|prose_sentence|no '</think>' and no opening '<answer>': the working ends 'the angle between \(\mathbf{a}\) and \(\mathbf{b}\) is \(60\) degrees. </answer>', a lone closing tag; 60 degrees, the last stated result, for the gold '60^\circ'
k91p11:0|wrong|tag|key inferred (the page opens inside the line's metadata, before its prompt); a lead word in the tag, '<answer> ans: $3\sqrt{3} + 3\sqrt{2}$ </answer>' (gold 4+3\sqrt{2})
k91p11:1|wrong|tag|working reaches '2\sqrt{2}'; '<answer> $8\sqrt{2}$ </answer>' (gold 4+3\sqrt{2})
k91p11:2|no_answer|truncated|debatable: no tags; a loop of 'However, a simpler approach ...' sentences, each ending 'The area of triangle ADG is then ... = 4\sqrt{2 + \sqrt{2}}', cut by the 1024-token limit inside the next repeat: no_answer as unfinished, wrong (gold 4+3\sqrt{2}) if the repeated '4\sqrt{2 + \sqrt{2}}' counts as its last stated result
k91p11:3|wrong|tag|'<answer> $4\sqrt{2}$ </answer>' (gold 4+3\sqrt{2})
k91p11:4|wrong|tag|'<answer> $2\sqrt{2 + \sqrt{2}}$ </answer>' (gold 4+3\sqrt{2})
k91p11:5|wrong|tag|'<answer> $3\sqrt{3}$ </answer>' (gold 4+3\sqrt{2})
k92p11:0|wrong|prose_sentence|no tags; a '####' line, then 'The answer is $BP=\colon 4$, $QT=\colon\frac{32}{5}$' last (gold 12,9)
k92p11:1|wrong|tag|'[/think]' for '</think>'; '<answer>9, 3</answer>' (gold 12,9)
k92p11:2|wrong|tag|named parts in the tag, '<answer>$BP=12$, $QT=\frac{1}{8}$</answer>': BP right, QT wrong (gold 12,9)
k93p11:0|correct|boxed|key inferred (the line opens on page 10); no tags; Python output '1975', then '\(\boxed{1975}\)' last
k93p11:1|correct|tag|
k93p11:2|correct|tag|
k93p11:3|correct|boxed|no tags; Python output '1975', then '\(\boxed{1975}\)' last
k93p11:4|correct|tag|
k93p11:5|correct|boxed|no tags; '\( \boxed{1975} \). \]' last, a stray closing '\]'
k93p11:6|correct|tag|
k93p11:7|correct|tag|
k93p11:8|correct|tag|an equation in the tag, '<answer> $x = -6$ </answer>'
k93p11:9|correct|tag|an equation in the tag, '<answer> x = -6 </answer>', after a slip ('x^2+3x-6=0') the factoring ignores
k94p11:0|correct|tag|key inferred (the line opens on page 10); '<answer>7</answer>' after a miscounted pattern ('For $9^2$, we have 1 zero')
k94p11:1|wrong|tag|'<answer>8</answer>' (gold 7)
k94p11:2|wrong|tag|'<answer> 8 </answer>' (gold 7)
k94p11:3|correct|tag|
k94p11:4|correct|tag|
k94p11:5|correct|tag|
k94p11:6|correct|tag|'<answer> $3$ </answer>'
k94p11:7|correct|tag|
k94p11:8|correct|tag|
k94p11:9|correct|tag|
k94p11:10|correct|tag|
k94p11:11|correct|tag|
k95p11:0|wrong|tag|'4425 / 4845' reached, then simplified wrongly; '<answer>177/193 </answer>' (gold \dfrac{295}{323})
k95p11:1|correct|tag|'{eq}' markup in the working; '<answer> \frac{295}{323} </answer>' with no dollars, \frac for the gold's \dfrac
k95p11:2|wrong|tag|'<answer>43/114</answer>' (gold \dfrac{295}{323})
k95p11:3|correct|tag|debatable: an unevaluated formula in the tag, '$$1 - \frac {2*C^{10}_4}{C^{20}_4}$$', whose value (1 - 2*210/4845) is 295/323: correct as equal in value, wrong if an unevaluated expression in a nonstandard binomial notation does not count as the answer
k95p11:4|wrong|tag|'<answer> \(\frac{435}{484}\) </answer>' (gold \dfrac{295}{323})
k95p11:5|wrong|tag|'<answer>0.923</answer>' (gold \dfrac{295}{323}, about 0.913)
k95p11:6|wrong|tag|working inside the tag, ending 'The answer is \( \boxed{\frac{285}{323}} \).' (gold \dfrac{295}{323})
k96p11:0|correct|tag|a garbled '</th\ufffd>' (a U+FFFD replacement character, as the index displays it) for '</think>', then '<answer>80</answer>'
k96p11:1|wrong|tag|an equation in the tag, '<answer> $p(x) = 2x^2 - 3x - 2.$ </answer>' (gold 2x^2 - 3x - 1)
k96p11:2|wrong|tag|'<answer> $\frac{20}{7}x^2 - \frac{15}{7}x - \frac{19}{7}$ </answer>' (gold 2x^2 - 3x - 1)
k96p11:3|wrong|tag|no '</think>'; 'So the answer is:' then '<answer>2x^2 - 2x - 2</answer>' (gold 2x^2 - 3x - 1)
k96p11:4|correct|tag|
k96p11:5|wrong|tag|'<answer> $2x^2 - 5x.$ </answer>' (gold 2x^2 - 3x - 1)
k96p11:6|wrong|tag|'<answer> $2x^2 - 5x$ </answer>' (gold 2x^2 - 3x - 1)
k96p11:7|wrong|tag|'<answer> $x^2 - 4x + 1$ </answer>' (gold 2x^2 - 3x - 1)
k96p11:8|correct|tag|
k85p12:0|wrong|tag|key inferred (the line opens on page 11, inside its prompt); '<answer>8</answer>' (gold 24 - 8 \sqrt{5})
k85p12:1|wrong|tag|'<answer>16</answer>' (gold 24 - 8 \sqrt{5})
k85p12:2|wrong|tag|'\boxed{16}' then '<answer>16</answer>' (gold 24 - 8 \sqrt{5})
k85p12:3|wrong|tag|'<answer>16</answer>' (gold 24 - 8 \sqrt{5})
k85p12:4|wrong|tag|'<answer>16</answer>' (gold 24 - 8 \sqrt{5})
k85p12:5|wrong|tag|'<answer>16</answer>' (gold 24 - 8 \sqrt{5})
k90p12:0|wrong|tag|'\boxed{196}' then '<answer>196</answer>' (gold 588)
k90p12:1|correct|tag|
k90p12:2|correct|tag|
k90p12:3|correct|tag|
k90p12:4|wrong|tag|'<answer>16</answer>' (gold 80)
k90p12:5|correct|tag|
k90p12:6|correct|tag|
k90p12:7|wrong|tag|'<answer>84</answer>' (gold 80)
k90p12:8|correct|tag|
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:  # run with python -OO
        __doc__ = "Build public_heldout73.jsonl: a 73rd held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
