r"""Build public_heldout67.jsonl: a 67th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (metrics, format_reward, answer_reward, reward and the like)
were not used to label.

Method (round 65's per-record paste, not rounds 61-63's whole pages): model output committed to a
public GitHub repository, read through the public-code index (16,000-character pages). For time the
helper did NOT paste whole pages: it pasted, from each page as the read_file answer displays it (the
page text JSON-escaped once more), each taken record's response body as displayed, one line a
record, under a header line with the record's key, its `ground_truth` field as displayed and the
problem's opening words (decoded), into pages/<page>.txt. mk.py decoded each displayed body once into
the file's JSON string body (`r`, `enc` = `json`, decoded once more by the build) and checked that it
decodes twice without error, that the file form holds no unescaped quote and that the decoded
completion holds no control character but newline and carriage return; no record was re-encoded or
retyped from its decoded form. The whole-page length check of rounds 61-63 (16,000 characters) was
therefore NOT made, and no script compared the records with the pages: a paste that dropped, doubled
or swapped a span of a response without breaking its escapes would not have been caught. One such
slip was caught by eye and repaired before labelling: k92p10 rec 3 first repeated an earlier
sentence of the same response ('We can use the fact that $P$ lies on $BC$ and the coordinates of $Q$
to find $x$.') where the page has 'We can use trigonometry in $\\triangle QAP$ to find $x$.'; the
sentence was replaced with the page's as displayed. One record first left out for its length was
added on a second look (k93p10 rec 5). Problem openings were lengthened where a short prefix could
have matched another MATH-500 problem (k79p10, k80p10). Nothing is shortened.

Keys: a record's key is read from its line's (question_index, rollout_index), or inferred from the
next line's where its line opens on the page before (rec 0 of k74p10, k77p10, k78p10, k79p10,
k80p10, k85p10, k86p10, k87p10, k88p10, k91p10, k92p10, k95p10, k89p9 and k74p8). Of the 15 rollouts
round 65 listed as crossing from page 9 into page 10, eleven have their whole response on page 10
(step 74 q8 r7, 75 q7 r7, 76 q10 r1, 77 q8 r4, 78 q11 r5, 79 q9 r4, 80 q12 r1, 85 q10 r0, 86 q10 r6,
87 q9 r3, 88 q10 r0; the lines of 75 q7 r7 and 76 q10 r1 open on page 10 itself) and are taken here;
the other four (81 q12 r7, 82 q11 r2, 83 q10 r4, 84 q12 r7) do cross. Not transcribed (read, but
left out): the opening, partial response of a page that opens inside one (k81p10: step 81 q12 r7;
k82p10: q11 r2; k83p10: q10 r4; k84p10: q12 r7; k93p10: q12 r1; k94p10: q10 r0), whose start lies on
page 9; page openings inside metadata (k90p10, k96p10: nothing to take); the last rollout of each
page whose response runs on into the next page (not read), e.g. step 74 q8 r2 on page 8 (its end is
on page 9, which round 65 read and left out), 89 q11 r7 on page 9, and on page 10 step 74 q9 r4, 77
q9 r4, 78 q12 r5, 79 q10 r5, 80 q13 r5, 81 q14 r2, 83 q11 r2, 84 q14 r2, 85 q11 r2, 86 q11 r6, 88
q10 r6, 90 q12 r4, 91 q11 r0, 93 q13 r0, 94 q11 r4, 95 q13 r0, 96 q12 r6 (the pages 10 of steps 75,
76, 82, 87 and 92 end inside a line's metadata, so their next line opens on page 11).

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl, 66 files:
rounds 1-66; 17,471 distinct completions, by script, dedup.py, reading no labels) and with the
others of this round. One repeated an earlier round word for word: step 93 q12 r6 (k93p10 rec 4)
equals round 45's step 96 q4 r3 (public_heldout45/k96d.../r005); it was left out (mk.py's DROP;
k93p10 has no rec 4). Two lines of one step repeated within the round word for word: step 90 q11 r4
equals step 90 q11 r1; the later copy was not transcribed (k90p10's records run q11 r1, r2, r3, r5),
so no two kept completions are equal. Step 74's page 8 (a lead earlier rounds disagreed on): none of
its eight records repeats an earlier round's completion, so no earlier round took them.

Repository (187 records): KleistvonLiu/assignment5-alignment 187 (100 %), the only one this round
(the brief named only it). No licence file was found for it in the index (rounds 16-61 looked; not
looked up again this round); `licence` per record.

Split: think_answer 187 (every record's prompt asks for the tag format), no long chain-of-thought
source this round (its untagged completions - boxes after Python output, a bare answer after
'</think>', an 'Answer:' line, cut-off working - are the nearest to it). MATH 187 (MATH test
problems, the file's gold), GSM8K 0. Truths: correct 104, wrong 81, no_answer 2. Forms: tag 163
(among them '27/26', '7/6', '2/3' for fractions, '$$\frac{27}{26}$$', a box inside the tag,
'1,260', 'base 5' for 5, '1715 square feet', '$x=\frac{7}{5}$', a mixed number '1 $\frac{1}{6}$'
for '\frac{7}{6}', 'C' for '\text{C}', '$m = \pm5$' and '5, -5' for 5, a column vector and ordered
pairs for a vector gold, an expression '\(5a\sqrt{5}/2\)', an unclosed '<answer>' holding a whole
computation, '\end think}', '\end{think}', '</ think>', '[/think]' and '<</think>' for
'</think>', a tag with no '</think>'), boxed 16 (a last box with no answer tag: after Python output,
after code with no output, before a stray '</answer>' with no opening tag, after '</think>'),
bare_last_line 3 ('</think> $\frac{2}{3}$', '</think> -\frac{5}{6}', '</think> $2\sqrt{14}$'),
answer_colon 2 ('Answer: 21', 'Answer: 12, 16/5' then '</think>'), prose_sentence 1 (k87p10 rec 3,
cut by the length limit, debatable), truncated 2 (cut by the 1024-token limit with no final answer:
a loop of fraction rewrites, an align* derivation). 3 debatable (k76p10 rec 3, k79p10 rec 4, k87p10
rec 3).

Pages read this round (for the next round not to repeat them): KleistvonLiu/assignment5-alignment
outputs/grpo_full_mathv2/rollout_step_0000NN/rollouts.jsonl offset 160000 (page 10) of steps 74-88
and 90-96 (= k74p10 ... k88p10, k90p10 ... k96p10), offset 144000 (page 9) of step 89 (= k89p9) and
offset 128000 (page 8) of step 74 (= k74p8).

Selection (records as they come, not by how hard they look; each file read from the offset named;
every record whose completion lies on the pages read taken unless said above):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold `ground_truth`), the pages above.

Label conventions (rounds 37-65's): the last final answer counts; a hedge between values or the gold
with another value is wrong ('$m = \pm5$', '5, -5' for 5); a response cut before any final answer is
no_answer; equal in value but written differently is correct ('27/26' for '\frac{27}{26}', '1,260'
for 1260, 'base 5' for 5, '$x=\frac{7}{5}$' for '\frac{7}{5}', '1 $\frac{1}{6}$' (a mixed number,
after '\frac{7}{6} = 1 \frac{1}{6}') for '\frac{7}{6}', '\boxed{(6, -17)}' for the column vector
'\begin{pmatrix} 6 \\ -17 \end{pmatrix}', 'C' for '\text{C}'); another quantity is wrong (an
expression in a for a number); in the tag format the `<answer>` content is the final answer whatever
the working says (a right tag after false working is correct: k78p10 rec 7, k81p10 rec 0; a wrong tag
after the gold in the working is wrong: none this round); with no answer tag the completion is
labelled by its last box, 'Answer:' line, bare answer or last stated result (a last box after Python
code with no output counts: k74p8 rec 1, k77p10 rec 0, k93p10 rec 2); malformed or stray tags do not
change which answer counts. Debatable this round (all three the pattern of round 65's k77p9 rec 2):
k76p10 rec 3 (no tags; 'So the final answer is \(\boxed{3 + \frac{3\sqrt{2}}{2}}\)' then 'Let's
verify this with Python code' and sympy code cut by the 1024-token limit: wrong by the last final
answer, no_answer if the cut makes it count as unfinished; gold 4+\sqrt{5}); k79p10 rec 4 (no tags;
'\(\boxed{670}\)' then verification code cut by the limit; gold 663); k87p10 rec 3 (no answer tag;
after '</think>' 'So the ordered triple $(a, b, c)$ is $(2, \frac{1}{2}, -4)$.' then matplotlib code
cut by the limit: wrong by the last stated result, no_answer if unfinished; gold
\left( 1, \frac{1}{2}, -4 \right)).

Golds: the KleistvonLiu problems' opening words (as transcribed, decoded) are looked up in MATH-500
(gold checked equal there when found), else the file's own answer (its MATH test gold,
`ground_truth`, as transcribed). None of this round's problems is in MATH-500, so every gold is the
file's own.

Leads for a later round: KleistvonLiu page 10 (offset 160000) of steps 97-105 (round 63's page 9
leads); page 11 (offset 176000) of steps 74-96 (most pages 10 read here end inside a rollout that
page 11 completes); page 10 of step 89. The partial openings left out above (steps 81, 82, 83, 84,
93, 94 on page 10; step 74 q8 r2 across pages 8 and 9) could be taken only by joining two consecutive
pages, both of which have now been read.

Usage: python build_public_heldout67.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout67.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder
from heldout_repos import KL, KL_PROMPT, KLC, NO_LICENCE

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout67.jsonl"
SOURCE = "public_heldout67"

KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-65 took pages 0-7 of steps "
    "74-105, page 8 of steps 75-105 and page 9 of steps 74-88 and 90-105; this round page {} "
    "(offset {}) of step {}), rollout step {}, on MATH test problems; the record is one line's "
    "response (the text after the prompt's closing 'Assistant: <think>')"
)

# short id -> (step, page); page 8 = offset 128000, page 9 = offset 144000, page 10 = offset 160000
KL_PAGES = {
    **{f"k{step}p10": (step, 10) for step in [*range(74, 89), *range(90, 97)]},
    "k89p9": (89, 9),
    "k74p8": (74, 8),
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
k74p8:0|wrong|tag|key inferred (the line opens on page 7); '<answer>29</answer>' (gold 7)
k74p8:1|correct|boxed|no tags: '\(\boxed{7}\)' then Python code with no output
k74p8:2|correct|tag|'\fbox{7}' in the working, then '<answer>7</answer>'
k74p8:3|wrong|tag|'<answer>13</answer>' (gold 7)
k74p8:4|wrong|tag|'<answer> $1$ </answer>' (gold 7)
k74p8:5|wrong|tag|'<answer>1</answer>' (gold 7)
k74p8:6|wrong|tag|'<answer>6</answer>' (gold 24)
k74p8:7|wrong|boxed|no tags: Python output '12', then '\(\boxed{12}\)' last (gold 24)
k74p10:0|wrong|tag|key inferred (the line opens on page 9); '<answer>4</answer>' (gold 24)
k74p10:1|correct|boxed|no tags: '\[ \boxed{\frac{2}{3}} \]' last
k74p10:2|wrong|tag|'<answer> $\frac{5}{6}$ </answer>' (gold \frac{2}{3})
k74p10:3|correct|bare_last_line|no '<answer>' tag: 'Answer: $\frac{2}{3}$' then '</think> $\frac{2}{3}$', bare after the think block
k74p10:4|wrong|boxed|no answer tag: '</think> $\boxed{\frac{1}{3}}$' (gold \frac{2}{3})
k75p10:0|correct|tag|'<answer>C</answer>' for '\text{C}'
k75p10:1|correct|tag|'<answer>27/26</answer>' for '\frac{27}{26}'
k75p10:2|correct|tag|
k75p10:3|correct|tag|'<answer> $$\frac{27}{26}$$ </answer>': display dollars in the tag
k75p10:4|correct|tag|'$$\frac{27}{26}$$' in the tag
k75p10:5|correct|tag|'$$\frac{27}{26}$$' in the tag
k75p10:6|correct|tag|'$$\frac{27}{26}$$' in the tag
k76p10:0|wrong|tag|'<answer>6</answer>' (gold 4+\sqrt{5})
k76p10:1|wrong|tag|'$(5 + \sqrt{2} + \sqrt{13})/2$' in the tag (gold 4+\sqrt{5})
k76p10:2|wrong|tag|'<answer> $2 + \sqrt{5}$ </answer>' (gold 4+\sqrt{5})
k76p10:3|wrong|boxed|debatable: no tags; 'So the final answer is \(\boxed{3 + \frac{3\sqrt{2}}{2}}\)', then 'Let's verify this with Python code' and sympy code cut by the 1024-token limit: wrong by the last final answer (the box), no_answer if the cut makes it count as unfinished (gold 4+\sqrt{5})
k76p10:4|wrong|tag|a stray '<' before '</think>'; '<answer> \(5a\sqrt{5}/2\)</answer>', an expression in a (gold 4+\sqrt{5})
k76p10:5|wrong|tag|'<answer> $2 + \sqrt{5}$ </answer>' (gold 4+\sqrt{5})
k76p10:6|wrong|tag|'\boxed{4 + \frac{1}{2} = \frac{9}{2}}' then '<answer> $\frac{9}{2}$ </answer>' (gold 4+\sqrt{5})
k77p10:0|correct|boxed|key inferred (the line opens on page 9); no tags: 'The answer is \(\boxed{991}\).' then Python code ending 'print(991)' with no output
k77p10:1|correct|tag|no '</think>': '= 991. \]' then '<answer>991</answer>'
k77p10:2|wrong|tag|'<answer>990.67</answer>' (gold 991)
k77p10:3|wrong|tag|'<answer>1001 </answer>' (gold 991)
k77p10:4|correct|tag|
k77p10:5|wrong|tag|working stops at '1 + (100-1) \cdot 3' unevaluated; '<answer>301</answer>' (gold 298)
k77p10:6|correct|tag|
k77p10:7|correct|tag|'<answer> $298$ </answer>'
k78p10:0|correct|tag|key inferred (the line opens on page 9)
k78p10:1|correct|tag|
k78p10:2|correct|tag|'<answer> 2 </answer>'
k78p10:3|wrong|tag|'<answer>3</answer>' (gold 5)
k78p10:4|wrong|tag|'<answer>16</answer>' (gold 5)
k78p10:5|wrong|tag|'<answer>13</answer>' (gold 5)
k78p10:6|wrong|tag|'<answer>9</answer>' (gold 5)
k78p10:7|correct|tag|'<answer> base 5 </answer>' after working that concludes 'there is no base in which this is a magic square': the tag counts; 'base 5' is the gold with a word
k79p10:0|correct|tag|key inferred (the line opens on page 9); '<answer> -6 </answer>'
k79p10:1|correct|tag|'<answer> -6 </answer>'
k79p10:2|correct|tag|'<answer> -6 </answer>'
k79p10:3|correct|tag|'<answer>$-6$</answer>'
k79p10:4|wrong|boxed|debatable: no tags; 'Thus, the value of \( x \) is: \(\boxed{670}\).' then Python verification code cut by the 1024-token limit: wrong by the last final answer (the box), no_answer if the cut makes it count as unfinished (gold 663)
k79p10:5|wrong|tag|'<answer>661479</answer>' (gold 663)
k79p10:6|wrong|tag|'<answer>994</answer>' (gold 663)
k79p10:7|wrong|tag|'662.666...' rounded down, '<answer>662</answer>' (gold 663)
k79p10:8|wrong|tag|'<answer>994</answer>' (gold 663)
k80p10:0|correct|tag|key inferred (the line opens on page 9)
k80p10:1|correct|tag|
k80p10:2|correct|tag|
k80p10:3|correct|tag|
k80p10:4|correct|tag|
k80p10:5|correct|tag|
k80p10:6|correct|tag|'<answer>60 </answer>'
k80p10:7|correct|tag|
k80p10:8|correct|tag|
k80p10:9|correct|tag|
k80p10:10|correct|tag|garbled '\!\!\!&mod;' working; '<answer>8</answer>'
k80p10:11|wrong|tag|'\boxed{1}' then '<answer>1</answer>' (gold 8)
k81p10:0|correct|tag|'1615' in base 7 claimed in the working; '<answer>4</answer>'
k81p10:1|wrong|tag|'<answer>3</answer>' (gold 4)
k81p10:2|correct|boxed|no tags: Python output '4', then 'is \(\boxed{4}\).' last
k81p10:3|wrong|tag|'<answer> $3$ </answer>' (gold 4)
k81p10:4|correct|tag|'<answer>4 </answer>'
k81p10:5|wrong|tag|'\boxed{294}' then a malformed '\end think}' for '</think>' and '<answer> 3 </answer>' (gold 4)
k81p10:6|wrong|tag|'<answer>3</answer>' (gold 4)
k81p10:7|correct|tag|'<answer> $4$ </answer>'
k81p10:8|wrong|tag|'<answer>6039</answer>' (gold 5371)
k81p10:9|wrong|tag|'<answer> 9034 </answer>' (gold 5371)
k82p10:0|correct|tag|'<answer>21 </answer>'
k82p10:1|correct|tag|'<answer>21 </answer>'
k82p10:2|correct|answer_colon|no tags: a 'Think:' line then 'Answer: 21' last
k82p10:3|correct|boxed|no tags: Python output '21', then '\(\boxed{21}\)' last
k82p10:4|correct|tag|
k82p10:5|wrong|tag|'<answer>2109</answer>' (gold 2019)
k82p10:6|correct|tag|'<answer> 2019 </answer>'
k82p10:7|correct|tag|
k82p10:8|correct|tag|'<answer> 2019 </answer>'
k82p10:9|wrong|tag|'<answer>2002</answer>' after working that stops at 2112 (digit sum 6) (gold 2019)
k83p10:0|wrong|tag|'[/think]' for '</think>', then an unclosed '<answer>' holding a computation '= \frac{1995}{1372}$. Thus, $m+n = \boxed{046}$' (gold 515)
k83p10:1|no_answer|truncated|no tags ('\endthink' stray); a loop of '= \frac{25}{140} = \frac{175}{980}' rewrites cut at the 1024-token limit, no final answer
k83p10:2|wrong|tag|'<answer>953</answer>' (gold 515)
k83p10:3|correct|tag|
k83p10:4|correct|tag|
k84p10:0|correct|tag|
k84p10:1|correct|tag|'<answer>7/6</answer>' for '\frac{7}{6}'
k84p10:2|wrong|tag|'<answer>7/2</answer>' (gold \frac{7}{6})
k84p10:3|correct|tag|
k84p10:4|wrong|tag|'<answer> $\frac{7}{2}$ </answer>' (gold \frac{7}{6})
k84p10:5|correct|tag|
k84p10:6|correct|tag|
k84p10:7|correct|tag|a mixed number '<answer>1 $\frac{1}{6}$</answer>' after '\frac{7}{6} = 1 \frac{1}{6}': equal in value to 7/6
k84p10:8|correct|tag|'$-\frac{15}{4}$' for '-\frac{15}4'
k84p10:9|correct|tag|'$-\frac{15}{4}$' for '-\frac{15}4'
k85p10:0|correct|tag|key inferred (the line opens on page 9)
k85p10:1|correct|tag|
k85p10:2|correct|tag|
k85p10:3|correct|tag|
k85p10:4|correct|tag|
k85p10:5|correct|tag|
k85p10:6|correct|tag|
k85p10:7|correct|tag|
k85p10:8|wrong|tag|'<answer> $\frac{1}{2}$ </answer>' (gold \frac{3}{4})
k85p10:9|wrong|tag|'<answer> $\frac{1}{4}$ </answer>' (gold \frac{3}{4})
k86p10:0|wrong|tag|key inferred (the line opens on page 9); '<answer>22</answer>' (gold 18)
k86p10:1|wrong|tag|'<answer>68</answer>' (gold 18)
k86p10:2|wrong|tag|'<answer> 3 </answer>' (gold 5)
k86p10:3|wrong|tag|'<answer> $-5, 4$ </answer>' (gold 5)
k86p10:4|wrong|tag|'<answer> $m = \pm5$ </answer>': the gold with another value (gold 5)
k86p10:5|wrong|tag|'<answer>5, -5</answer>': the gold with another value (gold 5)
k86p10:6|wrong|tag|'<answer> $\boxed{\pm \sqrt{21}}$ </answer>', a box inside the tag (gold 5)
k86p10:7|wrong|tag|'<answer> $7, -3$ </answer>' (gold 5)
k87p10:0|wrong|tag|key inferred (the line opens on page 9); '<answer>$(2, \frac{1}{2}, -4)$</answer>' (gold \left( 1, \frac{1}{2}, -4 \right))
k87p10:1|wrong|tag|'</ think>' with a space; '<answer>(-1,1/2,-4)</answer>' (gold \left( 1, \frac{1}{2}, -4 \right))
k87p10:2|correct|tag|'<answer> $(1, \frac{1}{2}, -4)$ </answer>' for '\left( 1, \frac{1}{2}, -4 \right)'
k87p10:3|wrong|prose_sentence|debatable: no answer tag; after '</think>' 'So the ordered triple $(a, b, c)$ is $(2, \frac{1}{2}, -4)$.' then matplotlib code cut by the 1024-token limit: wrong by the last stated result, no_answer if the cut makes it count as unfinished (gold \left( 1, \frac{1}{2}, -4 \right))
k88p10:0|wrong|boxed|key inferred (the line opens on page 9); no '</think>' or opening '<answer>': working reaches '\frac{1 - \sqrt{26}}{125}', then '\boxed{-\frac{1}{5}}' and a stray '</answer>' (gold 0)
k88p10:1|wrong|boxed|no opening '<answer>': '\boxed{\frac{1}{5\sqrt{26}}}' then a stray '</answer>' (gold 0)
k88p10:2|correct|boxed|no opening '<answer>': 'The answer is \(\boxed{0}\).</answer>'
k88p10:3|correct|tag|'<answer> 0 </answer>'
k88p10:4|correct|tag|
k88p10:5|correct|boxed|no opening '<answer>': '\boxed{0}' then a stray '</answer>'
k89p9:0|correct|boxed|key inferred (the line opens on page 8); no tags: '\(\boxed{(6, -17)}\)' last, the point as an ordered pair for the column vector '\begin{pmatrix} 6 \\ -17 \end{pmatrix}'
k89p9:1|wrong|tag|'<answer> (1, 8) </answer>' (gold \begin{pmatrix} 6 \\ -17 \end{pmatrix})
k89p9:2|wrong|tag|'<answer> (0, 13) </answer>' (gold \begin{pmatrix} 6 \\ -17 \end{pmatrix})
k89p9:3|wrong|tag|'<answer> $(2,3)$ </answer>' (gold \begin{pmatrix} 6 \\ -17 \end{pmatrix})
k89p9:4|wrong|tag|'<answer> (1, 8) </answer>' (gold \begin{pmatrix} 6 \\ -17 \end{pmatrix})
k89p9:5|wrong|tag|a column vector '\(\begin{pmatrix} 0 \\ 13 \end{pmatrix}\)' in the tag (gold \begin{pmatrix} 6 \\ -17 \end{pmatrix})
k89p9:6|wrong|tag|'\(\left(\frac{11}{5}, \frac{64}{5}\right)\)' in the tag (gold \begin{pmatrix} 6 \\ -17 \end{pmatrix})
k90p10:0|correct|tag|
k90p10:1|correct|tag|'<answer>3 </answer>'
k90p10:2|correct|tag|
k90p10:3|correct|tag|
k90p10:4|correct|tag|
k90p10:5|correct|tag|
k90p10:6|correct|tag|'<answer> \(\frac{2}{3}\) </answer>'
k90p10:7|correct|tag|
k90p10:8|correct|tag|
k90p10:9|correct|tag|'<answer> 2/3 </answer>' for '\frac{2}{3}'
k91p10:0|wrong|tag|key inferred (the line opens on page 9); '$(\frac{5}{2}, 3] \cup (8, \frac{5}{2})$' in the tag (gold (\tfrac83, 3])
k91p10:1|wrong|tag|'<answer> 97 </answer>' (gold 14)
k91p10:2|wrong|tag|'<answer>13</answer>' (gold 14)
k91p10:3|wrong|tag|'<answer>28</answer>' (gold 14)
k91p10:4|correct|tag|'<answer> 14 </answer>'
k91p10:5|wrong|tag|'<answer>17</answer>' (gold 14)
k91p10:6|wrong|tag|'<answer>10 </answer>' (gold 14)
k91p10:7|wrong|tag|'= 27' in the working, '<answer> 28 </answer>' (gold 14)
k91p10:8|correct|tag|
k92p10:0|correct|tag|key inferred (the line opens on page 9)
k92p10:1|wrong|answer_colon|no answer tag: 'Answer: 12, 16/5' then '</think>' last (gold 12,9)
k92p10:2|wrong|tag|'<answer>15,15</answer>' (gold 12,9)
k92p10:3|wrong|boxed|no tags: '\boxed{\frac{80}{13}, 7}' last (gold 12,9)
k93p10:0|correct|tag|'<answer> \(\frac{5}{6}\) </answer>' for '\frac56'
k93p10:1|wrong|bare_last_line|no '<answer>' tag: 'Answer: \(-\frac{5}{6}\)' then '</think> -\frac{5}{6}', bare after the think block: the sign (gold \frac56)
k93p10:2|correct|boxed|no tags: '\[ \boxed{\frac{5}{6}}. \]' then Python code with no output
k93p10:3|correct|tag|a box inside the tag, '\(\boxed{\frac{5}{6}} \)'
k93p10:5|no_answer|truncated|no tags; an invented asy plot and an align* derivation cut at the 1024-token limit inside a subscript, no final answer
k94p10:0|correct|tag|
k94p10:1|correct|tag|
k94p10:2|correct|tag|
k94p10:3|correct|tag|'<answer> $x=\frac{7}{5}$ </answer>': the x-value as an equation
k94p10:4|correct|tag|
k94p10:5|correct|tag|
k94p10:6|correct|tag|
k94p10:7|wrong|tag|'<answer> 8 </answer>' (gold 7)
k94p10:8|correct|tag|
k94p10:9|correct|tag|'<answer>7 </answer>'
k94p10:10|correct|tag|
k95p10:0|correct|tag|key inferred (the line opens on page 9)
k95p10:1|wrong|tag|'<answer> 1295 </answer>' (gold 1260)
k95p10:2|wrong|tag|'<answer>1715 square feet </answer>' (gold 1260)
k95p10:3|wrong|tag|'<answer>1225</answer>' (gold 1260)
k95p10:4|wrong|tag|'<answer>550</answer>' (gold 1260)
k95p10:5|wrong|tag|'<answer>5041</answer>' (gold 1260)
k95p10:6|correct|tag|'<answer>1,260</answer>': a thousands comma
k95p10:7|correct|tag|
k96p10:0|correct|tag|
k96p10:1|correct|tag|'\end{think}' for '</think>'; '<answer>80</answer>'
k96p10:2|wrong|tag|'<answer> -84 </answer>' (gold 80)
k96p10:3|correct|tag|
k96p10:4|wrong|bare_last_line|no '<answer>' tag: '</think> $2\sqrt{14}$', bare after the think block (gold 80)
k96p10:5|correct|tag|
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:  # run with python -OO
        __doc__ = "Build public_heldout67.jsonl: a 67th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
