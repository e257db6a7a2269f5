r"""Build public_heldout79.jsonl: a 79th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (metrics, format_reward, answer_reward, reward,
reward_scores / correctness_reward_func and the like) were not used to label: each completion was
read, its final answer found and compared with the gold by hand.

Method (round 73's per-record paste): model output committed to a public GitHub repository, read
through the public-code index (16,000-character pages). The helper pasted, from each page as the
read_file answer displays it (the page text JSON-escaped once more), each taken record's response
body (KleistvonLiu: the line's `response`; pruksmhc: the line's assistant `content`) as displayed,
one line a record, under a header line with the record's key, its gold in the file's form and the
problem's opening words (decoded), into pages/<page>.txt. work/mk.py (round 73's) decoded each
displayed body once into the file's JSON string body (`r`, `enc` = `json`, decoded once more by the
build) and checked that it decodes twice without error, that the file form holds no unescaped quote
and that the decoded completion holds no control character but newline and carriage return (k76p12
rec 0 and k89p12 rec 1 hold the file's '\r\n' line ends inside Python code); no record was
re-encoded or retyped from its decoded form. A completion whose content crosses the edge between
two consecutive pages read (pruksmhc only) was pasted as the two displayed halves put together,
the first page's text up to its end and the second's from its start (pk944 rec 0, pk960 rec 0,
pk992 rec 0; see Edges). NOT checked: no page was rebuilt to its 16,000-character length and no
script compared the pasted records with the page text (the index answers come to the helper, not
to a shell); a paste that dropped, doubled or swapped a span of a response without breaking its
escapes would not have been caught. No loop needed a marker this round (no looping record on the
pages read). Every read_file answer gave the offset asked and a next_offset 16,000 further, and a
total_chars above the page's end (KleistvonLiu 455,214-521,414; pruksmhc 2,687,305), so no page
read is a file's last page. Nothing is shortened.

Edges, KleistvonLiu (page 12 = offset 192000 of each step's rollouts.jsonl). A record's key is read
from its line's (question_index, rollout_index), or inferred from the next line's where its line
opens on page 11: k82p12 rec 0 (step 82 q13 r6: the page opens inside that line's prompt, before
its response). Pages opening in the line before's metadata open on whole records (k78p12: q13 r2's;
k79p12: q11 r5's; k80p12: q14 r4's; k83p12: q12 r3's; k84p12: q15 r4's; k88p12: q11 r7's). Not
transcribed (read, but left out): the opening partial response of a page that opens inside one,
whose start lies on page 11 (not read this round): k74p12 step 74 q10 r0 (ending
'<answer>10</answer>'), k75p12 q9 r5 ('<answer>3 </answer>'), k76p12 q11 r5 ('<answer>There are 2
positive solutions.</answer>'), k77p12 q10 r6 ('<answer>14 </answer>'), k81p12 q15 r3
('<answer>56</answer>'), k86p12 q12 r3 ('\boxed{4}. \]', no tag), k87p12 q10 r6 ('<answer>253
</answer>'), k89p12 q13 r5 ('<answer>60</answer>'), k91p12 q11 r6 ('<answer> $4\sqrt{3}$
</answer>'); the last response of a page that runs on into page 13 (not read): step 76 q12 r7, 77
q12 r3, 79 q13 r1, 82 q15 r1, 86 q12 r7, 88 q13 r0, 91 q13 r1. Pages ending before a response
(nothing left out): 74 (at q11 r3's response key), 75 (inside q10 r3's prompt), 78 (q14 r1's
metadata, after its whole response, which is taken), 80 (q15 r7's metadata, likewise), 81 (q16 r3's
metadata, likewise), 83 (inside q13 r4's prompt), 84 (inside q16 r3's prompt), 87 (inside q12 r3's
prompt), 89 (q14 r3's metadata, likewise).

Edges, pruksmhc (rollout_ckpt_200_gsmk_qwen.jsonl, pages 864000-1007999 read in file order; the
record key is batch, question word and completion_idx). Page 864000 was round 70's last page,
re-read here: only its apple-juice completion 2 is taken (pk864 rec 0; round 70 left it out
because its line is cut inside `timestamp` by the end of 864000; its content is whole there); the
rest of that page (Marcy's candles 2-7, the watermelon completions 0-7, apple-juice 0-1) is round
70's and was not pasted. Completions whose content lies whole on a page whose end cuts their line's
metadata are taken (pk880 rec 18 snowshoes 5, pk912 rec 22 dance studio 0, pk992 rec 19 cooking
3). Joined across two pages read: Brenda's completion 2 (928000/944000: pk944 rec 0), Russell's
completion 4 (944000/960000: pk960 rec 0), John's dogs completion 0 (976000/992000: pk992 rec 0);
Jenna's apples completion 1 (896000/912000) was not pasted: joined, its text is word for word
completion 2's (a within-round repeat). The chocolate completion 7 (pk976 rec 0) has its line open
on page 960000 (in its prompt) and its content whole on 976000. The last page read (992000) ends
after cooking completion 3's content: nothing after it is taken.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl, 77 files:
rounds 1-77, and /tmp/rounds/real70-78/public_heldout*.jsonl, 85 files in all, 18,539 distinct
completions, by script, work/dedup.py, reading no labels) and with the others of this round.
Dropped as a repeat of an earlier round: k76p12 rec 4 (step 76 q12 r2). Dropped as repeats within
the round (pasted, kept in the transcriptions' numbering, not built): pk896 recs 3 and 9 (pizza
completions 1 and 7 = completion 0, rec 2); pk912 recs 1, 3 and 4 (Jenna completions 3, 5, 6 =
completion 2, rec 0), rec 2 (Jenna completion 4 = pk896 rec 18, completion 0), recs 10 and 13
(Patricia completions 4 and 7 = completion 2, rec 8); pk992 rec 6 (John's dogs completion 6 =
completion 3, rec 3). Record numbers therefore have gaps.

Repository counts (280 records): KleistvonLiu/assignment5-alignment 136 (48.6 %), pruksmhc/
gsm8k_minimal_rl 144 (51.4 %). No licence file was found for either in the index (earlier rounds
looked; not looked up again this round); `licence` per record.

Split: think_answer 280 (every prompt asks for a tag format: KleistvonLiu the R1-Zero
'<think> ... </think> <answer> ... </answer>' prompt, pruksmhc '<reasoning> ... </reasoning>
<answer> ... </answer>'), long_cot 0. MATH 136 (KleistvonLiu, MATH test problems, the file's gold),
GSM8K 144 (pruksmhc, GSM8K test).

Truths: correct 176, wrong 102, no_answer 2 (KleistvonLiu 84 / 51 / 1; pruksmhc 92 / 51 / 1).
Forms: tag 267, boxed 7 (no answer tag, a last box: k76p12 0, k78p12 6, k81p12 3, k84p12 4, k86p12
0 and 2, k89p12 1), truncated 4 (k75p12 4, k86p12 1, k89p12 4, pk992 10), prose_sentence 2 (k75p12
3, k91p12 0: a lone '</answer>' after the last stated result). 3 debatable: k75p12 rec 4 and k89p12
rec 4 (no tags; the gold stated as the result ('Therefore, the minimum value of \(x + 2y\) is
\(3 + 6\sqrt{2}\).'; 'So, the function is: f(x) = x + 3.'), then a check cut by the 1024-token
limit: correct by the last stated result, no_answer if a response cut by the token limit counts as
unfinished); k86p12 rec 2 (no tags; '\boxed{1}' (the gold) and Python code, then an invented
unrelated problem ('Dan and Paul share some money ...') whose working is cut by the token limit:
correct by its last box for this problem, no_answer if the unfinished invented problem counts as
the response's end).

Label conventions (rounds 37-73's): the last final answer counts; a response cut before any final
answer is no_answer; equal in value but written differently is correct ('0.6' for '.6', '1/8' for
'\frac{1}{8}', '-4' and '$-4$' for 'b = -4', '4' for '4 \text{ feet}', '60' for '60^\circ', a
Unicode minus '−4' for '-4', '$\$$200' and '$200' for '200', '1.0' for '1'); another quantity is
wrong; in the tag format the `<answer>` content is the final answer whatever the working says (a
right tag after false working is correct: k79p12 recs 0 and 1, k80p12 rec 10, pk928 rec 13; a wrong
tag after right working is wrong: k75p12 rec 0, k76p12 rec 6, k81p12 rec 6); a tag after a missing
or garbled '</think>' counts ('<end think>', '\end think', a stray '"', an invented 'Assistant:'
turn label with a capitalised '<Answer>', none); an equation or sentence in the tag is judged by
what it states ('$b = -4$'; 'The total amount of money shared is \$200.'; 'There is no such
function.': wrong; an equation of the hyperbola for 'a + h': wrong); alternatives in the tag ('$0$
or  $1$') none of which is the gold are wrong; a number for a symbolic gold ('0.1' for 'b') is
wrong; with no answer tag the completion is labelled by its last box or last stated result.

Golds: the KleistvonLiu problems' opening words (as transcribed, decoded) are looked up in
MATH-500 (gold checked equal there when found), else the file's own answer (its MATH test gold,
`ground_truth`, as transcribed); none of this round's KleistvonLiu problems is in MATH-500
(work/qcheck.py). pruksmhc's file stores no gold: the transcribed gold is the gsm8k/test.jsonl
'####' value of the question found by its opening words (looked up by script before labelling, and
checked again by the build).

Pages read this round (for the next round not to repeat them): KleistvonLiu/assignment5-alignment
outputs/grpo_full_mathv2/rollout_step_0000NN/rollouts.jsonl at 3368ea6, offset 192000 (page 12) of
steps 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 86, 87, 88, 89, 91 (= k74p12 ... k91p12);
pruksmhc/gsm8k_minimal_rl rollout_ckpt_200_gsmk_qwen.jsonl at 07bfdb9, offsets 864000 (re-read),
880000, 896000, 912000, 928000, 944000, 960000, 976000, 992000 (= pk864 ... pk992). Searched, not
taken: search(code) for eval outputs with '</think> <answer>' (mianhua7/assignment5-alignment
report/report.md: round 11's source; its later commits da183f4 and scripts/report/report.md at
2d10837 not compared); find_string '</think> <answer>18</answer>", "' (test fixtures only).

Leads for a later round: KleistvonLiu page 12 of steps 92-96 (untouched; step 85 and 90 page 12
were round 73's); page 13 (offset 208000) of steps 76, 77, 79, 82, 86, 88, 91 (each page 12 read
here ends inside a response that page 13 completes) and of steps 85 and 90 (round 73's lead); page
11 of steps 97-105; page 10 of step 89. pruksmhc rollout_ckpt_200 from 1008000 (cooking completions
4-7 next). cppywh Instruct-Think.json from 160000 and RobbenRibery checkpoint-22 CSV from 752000
(not reached this round).

Usage: python build_public_heldout79.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout79.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import KL, KL_PROMPT, KLC, NO_LICENCE, pruksmhc_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout79.jsonl"
SOURCE = "public_heldout79"

KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-73 took pages 0-11 of steps "
    "74-105 in part; this round page {} (offset {}) of step {}), rollout step {}, on MATH test "
    "problems; the record is one line's response (the text after the prompt's closing "
    "'Assistant: <think>')"
)

KL_STEPS = (74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 86, 87, 88, 89, 91)
KL_PAGES = {f"k{step}p12": (step, 12) for step in KL_STEPS}


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


PK_PAGES = (
    "864000",
    "880000",
    "896000",
    "912000",
    "928000",
    "944000",
    "960000",
    "976000",
    "992000",
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    **{short: _kl(short) for short in KL_PAGES},
    **{f"pk{p[:3]}": pruksmhc_source(f"pk{p[:3]}", p) for p in PK_PAGES},
}

# pasted but not built: repeats (see the docstring)
DROP = {
    ("k76p12", 4),
    ("pk896", 3), ("pk896", 9),
    ("pk912", 1), ("pk912", 2), ("pk912", 3), ("pk912", 4), ("pk912", 10), ("pk912", 13),
    ("pk992", 6),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
k74p12:0|correct|tag|
k74p12:1|wrong|tag|'<answer>9</answer>' after summing digit counts of 16^3 and 25^4 (gold 10)
k74p12:2|wrong|tag|'<answer>9</answer>': 16 x 10^8 said to have as many digits as 10^8 (gold 10)
k74p12:3|wrong|tag|'<answer>11</answer>': 9 + 2 digits (gold 10)
k74p12:4|wrong|tag|'<answer>9</answer>' (gold 10)
k74p12:5|wrong|tag|'<answer>9</answer>' (gold 10)
k74p12:6|correct|tag|'<answer>10 </answer>' with a trailing space
k74p12:7|correct|tag|
k74p12:8|correct|tag|
k74p12:9|correct|tag|a long retraction (256, 254, a mention of 96) before 'The correct answer is 16'; '<answer>16 </answer>'
pk864:0|correct|tag|key: its line is cut inside `timestamp` by the end of page 880000, the content whole
pk880:0|correct|tag|
pk880:1|correct|tag|
pk880:2|correct|tag|
pk880:3|correct|tag|
pk880:4|wrong|tag|842 reached, then multiplied by 100: '<answer>\n84200\n</answer>' (gold 842)
pk880:5|correct|tag|
pk880:6|correct|tag|
pk880:7|correct|tag|
pk880:8|correct|tag|
pk880:9|correct|tag|
pk880:10|correct|tag|
pk880:11|correct|tag|
pk880:12|correct|tag|
pk880:13|correct|tag|
pk880:14|correct|tag|
pk880:15|correct|tag|
pk880:16|correct|tag|
pk880:17|correct|tag|
pk880:18|correct|tag|key: its line is cut inside `timestamp` by the end of page 880000, the content whole
k75p12:0|wrong|tag|working reaches a remainder of 3, then 'is $6$'; '<answer>6</answer>' (gold 3)
k75p12:1|correct|tag|
k75p12:2|wrong|tag|'<answer> 10 </answer>' after working that leaves the minimum as 's + 4' (gold 3 + 6 \sqrt{2})
k75p12:3|wrong|prose_sentence|no '</think>' and no opening '<answer>': the working ends '= \frac{-13 + 5\sqrt{67}}{3}\].</answer>', a lone closing tag; that last stated result is not the gold 3 + 6 \sqrt{2}
k75p12:4|correct|truncated|debatable: no tags; 'Therefore, the minimum value of \(x + 2y\) is \(3 + 6\sqrt{2}\).' then a sympy check and its output '12.4852813742386', cut by the 1024-token limit at 'corresponds to the value of \(3 + 6\': correct by its last stated result, no_answer if a response cut by the token limit counts as unfinished
pk896:0|wrong|tag|24 legs taken as 24 pairs: '<answer>\n288\n</answer>' (gold 144)
pk896:1|correct|tag|
pk896:2|correct|tag|
pk896:4|correct|tag|
pk896:5|correct|tag|
pk896:6|correct|tag|a slip ('If the 5 people share') in the working; 56 / 4 = 14 and '<answer>\n14\n</answer>'
pk896:7|correct|tag|
pk896:8|correct|tag|
pk896:10|correct|tag|
pk896:11|correct|tag|
pk896:12|correct|tag|
pk896:13|wrong|tag|'<answer>\n256.25\n</answer>' (gold 251)
pk896:14|wrong|tag|'<answer>\n504.75\n</answer>' (gold 251)
pk896:15|correct|tag|
pk896:16|wrong|tag|all 41 guests charged $6 on top of the fee: '<answer>\n371\n</answer>' (gold 251)
pk896:17|wrong|tag|'<answer>\n41\n</answer>' (gold 251)
pk896:18|correct|tag|
k76p12:0|correct|boxed|no tags; Python code with output '1', then 'is \(\boxed{1}\).' last
k76p12:1|correct|tag|'<answer>1 </answer>'
k76p12:2|correct|tag|
k76p12:3|correct|tag|
k76p12:5|correct|tag|
k76p12:6|wrong|tag|4 reached twice, then 'we correct the answer to be $5$'; '<answer>5 </answer>' (gold 4)
k76p12:7|correct|tag|
k76p12:8|correct|tag|'<answer>4 </answer>'
k77p12:0|correct|tag|
k77p12:1|correct|tag|'<answer> $-4$ </answer>'
k77p12:2|correct|tag|'<answer> $-4$ </answer>'
k77p12:3|correct|tag|
k77p12:4|correct|tag|
k77p12:5|wrong|tag|'$w=\boxed{2}$' then '<answer>2</answer>' (gold -4)
k77p12:6|correct|tag|
k77p12:7|correct|tag|
k77p12:8|correct|tag|a Unicode minus sign (U+2212) in '<answer>−4</answer>' for the gold -4
k77p12:9|wrong|tag|k = 1 dropped from the positive values; '<answer>15</answer>' (gold 16)
k77p12:10|correct|tag|'<answer> 16 </answer>'
k77p12:11|correct|tag|
k78p12:0|wrong|tag|an equation of the hyperbola in the tag, '<answer>$(y-1)^2 - \frac{(x+2)^2}{2} = 1$</answer>', not a + h (gold 2\sqrt{3}-1)
k78p12:1|wrong|tag|'<answer>2</answer>' (gold 2\sqrt{3}-1)
k78p12:2|wrong|tag|'\boxed{1}' then '<answer>1</answer>' (gold 2\sqrt{3}-1)
k78p12:3|wrong|tag|stray '\Index{...}' and '\endthink' in the working, which reaches b^2 = 3, a^2 = 12; '<answer>$4$</answer>' (gold 2\sqrt{3}-1)
k78p12:4|wrong|tag|'<answer>4</answer>' (gold 2\sqrt{3}-1)
k78p12:5|wrong|tag|'<answer> $\frac{42240}{9261}$ </answer>' (gold 0)
k78p12:6|wrong|boxed|no tags; Python output '-66', then 'is \(\boxed{-66}\).' last (gold 0)
k79p12:0|correct|tag|the working sets up a wrong equation (b-1)b(b-1) = 100 and never solves it; '<answer>6</answer>'
k79p12:1|correct|tag|'b(b - 1)(b - 2) = 100 ... we get b = 6' (6*5*4 is 120); '<answer>6</answer>'
k79p12:2|correct|tag|'<answer> $-4$ </answer>' for the gold 'b = -4'
k79p12:3|correct|tag|'<answer> -4 </answer>' for the gold 'b = -4'
k79p12:4|correct|tag|'<answer> $-4$ </answer>' for the gold 'b = -4'
k79p12:5|correct|tag|'<answer>-4</answer>' for the gold 'b = -4'
k79p12:6|correct|tag|'\boxed{-4}' then '<answer> -4 </answer>' for the gold 'b = -4'
k79p12:7|correct|tag|'<answer> -4 </answer>' for the gold 'b = -4'
k79p12:8|correct|tag|'<answer> -4 </answer>' for the gold 'b = -4'
k79p12:9|correct|tag|an equation in the tag, '<answer> $b = -4$ </answer>', as the gold writes it
k79p12:10|correct|tag|'<answer>4</answer>' for the gold '4 \text{ feet}'
k80p12:0|wrong|tag|'\boxed{88}' then '<answer> 88 </answer>' (gold 2600)
k80p12:1|wrong|tag|'<answer>2525</answer>' (gold 2600)
k80p12:2|wrong|tag|no '</think>': the working ends in a stray '"' and runs into '<answer>5150 </answer>' (gold 2600)
k80p12:3|correct|tag|
k80p12:4|correct|tag|
k80p12:5|correct|tag|
k80p12:6|correct|tag|
k80p12:7|correct|tag|
k80p12:8|correct|tag|'\boxed{70}' then '<answer>70</answer>'
k80p12:9|correct|tag|'<answer>70 </answer>'
k80p12:10|correct|tag|a false bound ('at most 15') before the right conversion; '<answer>70</answer>'
k81p12:0|wrong|tag|'<answer>55</answer>' (gold 7)
k81p12:1|wrong|tag|'<answer>240</answer>' (gold 7)
k81p12:2|wrong|tag|'<answer> 3 </answer>' (gold 7)
k81p12:3|correct|boxed|no tags; Python output '7', then 'is \(\boxed{7}\).' last
k81p12:4|wrong|tag|no '</think>': the working ends 'the total probability is <answer>79/1024</answer>' (gold \frac{1}{2})
k81p12:5|wrong|tag|no '</think>'; 'Answer: <answer> (1/2)^14 </answer>' (gold \frac{1}{2})
k81p12:6|wrong|tag|the working reaches '= \dfrac12.'; then '<answer> $\dfrac{601}{2048}$ </answer>' (gold \frac{1}{2})
k81p12:7|wrong|tag|no '</think>'; '<answer> \(\frac{15}{256}\) </answer>' (gold \frac{1}{2})
k82p12:0|wrong|tag|key inferred (the line opens on page 11, inside its prompt); '<answer> -7 </answer>' (gold -11)
k82p12:1|wrong|tag|'<answer> -4 </answer>' (gold -11)
k82p12:2|correct|tag|
k82p12:3|correct|tag|
k82p12:4|correct|tag|
k82p12:5|correct|tag|
k82p12:6|correct|tag|
k82p12:7|correct|tag|
k82p12:8|correct|tag|
k82p12:9|correct|tag|
k82p12:10|wrong|tag|'<end think>' for '</think>'; '<answer>0.1</answer>', a number for the gold 'b' (the median is b itself; the working's b = 0.1, a = -10 does not satisfy the equation)
k83p12:0|wrong|tag|'<answer>0.2</answer>' (gold .6)
k83p12:1|wrong|tag|'<answer>0.2 </answer>' (gold .6)
k83p12:2|correct|tag|'<answer>0.6</answer>' for the gold '.6', a leading zero
k83p12:3|wrong|tag|'<answer>0.4</answer>' (gold .6)
k83p12:4|correct|tag|'\end think' for '</think>'; a sentence in the tag, '<answer> The total amount of money shared is \$200.</answer>'
k83p12:5|correct|tag|'<answer> $\$$200 </answer>', a dollar sign
k83p12:6|correct|tag|'<answer>$200</answer>', a dollar sign
k83p12:7|correct|tag|
k84p12:0|wrong|tag|two alternatives in the tag, '<answer> $0$  or  $1$ </answer>', neither the gold 5
k84p12:1|wrong|tag|'<answer> $0$ </answer>' (gold 5)
k84p12:2|correct|tag|
k84p12:3|wrong|tag|the think block only repeats the problem's opening; '<answer>7/3</answer>' (gold \frac{4}{5})
k84p12:4|wrong|boxed|no answer tag: '</think>' then Python code with output '1/2' and '\(\boxed{\frac{1}{2}}\)' last (gold \frac{4}{5})
k84p12:5|wrong|tag|a box in the tag, '<answer> $\boxed{1}$\n</answer>' (gold \frac{4}{5})
pk912:0|correct|tag|
pk912:5|correct|tag|
pk912:6|correct|tag|
pk912:7|correct|tag|
pk912:8|correct|tag|
pk912:9|correct|tag|
pk912:11|correct|tag|
pk912:12|correct|tag|
pk912:14|wrong|tag|240 * 4 taken as 720: '<answer>\n2920\n</answer>' (gold 3160)
pk912:15|correct|tag|
pk912:16|correct|tag|
pk912:17|wrong|tag|the living room taken as 5 times all four bedrooms: '<answer>\n6760\n</answer>' (gold 3160)
pk912:18|wrong|tag|'<answer>\n6760\n</answer>' (gold 3160)
pk912:19|correct|tag|
pk912:20|correct|tag|
pk912:21|wrong|tag|960 + 4800 + 1000 added up as 7760: '<answer>\n7760\n</answer>' (gold 3160)
pk912:22|wrong|tag|'<answer>\n1800\n</answer>' (gold 480); its line is cut inside `timestamp` by the end of page 912000, the content whole
pk928:0|wrong|tag|the rent alone taken as earnings: '<answer>\n300\n</answer>' (gold 480)
pk928:1|wrong|tag|'<answer>\n3360\n</answer>' (gold 480)
pk928:2|correct|tag|
pk928:3|wrong|tag|'<answer>\n22260\n</answer>' (gold 480)
pk928:4|wrong|tag|'<answer>\n3180\n</answer>' (gold 480)
pk928:5|correct|tag|
pk928:6|wrong|tag|'<answer>\n600\n</answer>' (gold 480)
pk928:7|wrong|tag|'<answer>\n4\n</answer>' (gold 6)
pk928:8|wrong|tag|'<answer>\n8\n</answer>' (gold 6)
pk928:9|wrong|tag|'<answer>\n8\n</answer>' (gold 6)
pk928:10|wrong|tag|'<answer>\n16\n</answer>' (gold 6)
pk928:11|wrong|tag|'<answer>\n3\n</answer>' (gold 6)
pk928:12|wrong|tag|'<answer>\n8\n</answer>' (gold 6)
pk928:13|correct|tag|muddled working ('1 full set of 3 scoops (which is equivalent to 6 scoops)') ending 'she should buy 6 scoops'; '<answer>\n6\n</answer>'
pk928:14|wrong|tag|'<answer>\n3\n</answer>' (gold 6)
pk928:15|wrong|tag|'<answer>\n20550\n</answer>' (gold 975)
pk928:16|correct|tag|
k86p12:0|correct|boxed|no tags; '\boxed{1}.' after false working, then Python code with no output, last
k86p12:1|no_answer|truncated|no tags; a common-denominator expansion cut by the 1024-token limit mid-expression ('- 13a'), no final answer
k86p12:2|correct|boxed|debatable: no tags; '\boxed{1}' and Python code with no output, then an invented unrelated problem ('Dan and Paul share some money in the ratio 13:5 ...') whose working is cut by the 1024-token limit at '2.': correct by its last box for this problem, no_answer if the unfinished invented problem counts as the response's end
pk944:0|wrong|tag|joined: its content opens at the end of page 928000 ('... 225% * 3 = ') and ends on page 944000 ('$1980. ...'); '<answer>\n2280\n</answer>' (gold 975)
pk944:1|correct|tag|
pk944:2|correct|tag|
pk944:3|correct|tag|
pk944:4|wrong|tag|225 * 3 taken as 750: '<answer>\n1050\n</answer>' (gold 975)
pk944:5|correct|tag|
pk944:6|correct|tag|
pk944:7|wrong|tag|60 reached, then divided by 30: '<answer>\n2\n</answer>' (gold 60)
pk944:8|correct|tag|'every two days' muddle in the working; '<answer>\n60\n</answer>'
pk944:9|wrong|tag|51.67 rounded: '<answer>\n52\n</answer>' (gold 60)
pk944:10|wrong|tag|'<answer>\n632.5\n</answer>' (gold 60)
pk944:11|wrong|tag|'<answer>\n301.67\n</answer>' (gold 60)
pk944:12|wrong|tag|'<answer>\n302\n</answer>' (gold 60)
pk944:13|correct|tag|'9300/30 = 310 days' muddle; '<answer>\n60\n</answer>'
pk944:14|correct|tag|
pk944:15|correct|tag|
pk944:16|correct|tag|
pk944:17|correct|tag|'<answer>\n1.0\n</answer>' for the gold 1
k87p12:0|correct|tag|
k87p12:1|correct|tag|
k87p12:2|correct|tag|
k87p12:3|correct|tag|
k87p12:4|correct|tag|
k87p12:5|correct|tag|
k87p12:6|correct|tag|the working never divides; '<answer>0.088</answer>'
k87p12:7|correct|tag|
k87p12:8|correct|tag|
k87p12:9|correct|tag|the working stops at the roots 5 and 1; '<answer>$6$</answer>'
k87p12:10|correct|tag|
k87p12:11|correct|tag|
pk960:0|correct|tag|joined: its content opens on page 944000 (cut at 'we divide the total cost by ') and ends on page 960000
pk960:1|correct|tag|'<answer>\n1.0\n</answer>' for the gold 1
pk960:2|correct|tag|
pk960:3|correct|tag|
pk960:4|wrong|tag|'<answer>\n6\n</answer>' (gold 3)
pk960:5|wrong|tag|'<answer>\n6\n</answer>' (gold 3)
pk960:6|wrong|tag|'<answer>\n6\n</answer>' (gold 3)
pk960:7|wrong|tag|'<answer>\n6\n</answer>' (gold 3)
pk960:8|wrong|tag|'<answer>\n6\n</answer>' (gold 3)
pk960:9|wrong|tag|'<answer>\n1\n</answer>' (gold 3)
pk960:10|wrong|tag|'<answer>\n6\n</answer>' (gold 3)
pk960:11|wrong|tag|'<answer>\n6\n</answer>' (gold 3)
pk960:12|correct|tag|
pk960:13|correct|tag|
pk960:14|correct|tag|
pk960:15|correct|tag|
pk960:16|wrong|tag|40 - 24 taken as 4: '<answer>\n0.5\n</answer>' (gold 2)
pk960:17|correct|tag|
pk960:18|correct|tag|
k88p12:0|wrong|tag|'<answer> $\sqrt{3}$ </answer>' (gold \sqrt{2})
k88p12:1|correct|tag|no '</think>': a long self-correcting working reaches x = \sqrt{2}, then an invented turn label 'Assistant:' and a capitalised opening tag, '<Answer> $\sqrt{2}$ </answer>'
k88p12:2|wrong|tag|'<answer> $\frac{\sqrt{30}}{3}$ </answer>' (gold \sqrt{2})
k88p12:3|wrong|tag|'<answer>sqrt(10)/3</answer>' (gold \sqrt{2})
k88p12:4|wrong|tag|'\boxed{\frac{2\sqrt{3}}{3}}' then the same in the tag (gold \sqrt{2})
k88p12:5|wrong|tag|'<answer> $\sqrt{\frac{5}{2}}$ </answer>' (gold \sqrt{2})
k88p12:6|wrong|tag|'<answer> $\sqrt{10}$ </answer>' (gold \sqrt{2})
k88p12:7|wrong|tag|'<answer> $\sqrt{5}$ </answer>' (gold \sqrt{2})
pk976:0|correct|tag|
pk976:1|correct|tag|
pk976:2|correct|tag|
pk976:3|correct|tag|
pk976:4|correct|tag|
pk976:5|correct|tag|
pk976:6|correct|tag|
pk976:7|correct|tag|
pk976:8|correct|tag|
pk976:9|wrong|tag|team A's second half taken as 1/4 of B's first half: '<answer>\n14.5\n</answer>' (gold 16)
pk976:10|correct|tag|
pk976:11|wrong|tag|'<answer>\n14.5\n</answer>' (gold 16)
pk976:12|wrong|tag|2 goals reached, then replaced by 5: '<answer>\n19\n</answer>' (gold 16)
pk976:13|wrong|tag|'<answer>\n14.5\n</answer>' (gold 16)
pk976:14|wrong|tag|'<answer>\n14.5\n</answer>' (gold 16)
pk976:15|wrong|tag|'<answer>\n14.5\n</answer>' (gold 16)
pk976:16|correct|tag|
k89p12:0|correct|tag|'<answer>60</answer>' for the gold '60^\circ'
k89p12:1|correct|boxed|no tags; '\(\boxed{60}\) degrees.' then Python code with no output, last; 60 for the gold '60^\circ'
k89p12:2|wrong|tag|a box in the answer, '\boxed{f(x)=\frac{3x+5}{3x+4}}', then '<answer> $f(x)=\frac{3x+5}{3x+4}$ </answer>' (gold x + 3)
k89p12:3|wrong|tag|'<answer> $x + 3 + \frac{3}{x + 3}$ </answer>' (gold x + 3)
k89p12:4|correct|truncated|debatable: no tags; 'So, the function is: \[ f(x) = x + 3. \]' then 'To confirm, we can substitute $f(x) = x + ', cut by the 1024-token limit: correct by its last stated result, no_answer if a response cut by the token limit counts as unfinished
k89p12:5|wrong|tag|a sentence in the tag, '<answer>There is no such function.</answer>' (gold x + 3)
k91p12:0|wrong|prose_sentence|no '</think>' and no opening '<answer>': the working ends 'The area of $\bigtriangleup ADG$ is $\sqrt{4+2\sqrt{2}}$.</answer>', a lone closing tag (gold 4+3\sqrt{2})
k91p12:1|correct|tag|'<answer>1/8</answer>' for the gold '\frac{1}{8}'
k91p12:2|correct|tag|'<answer>1/8</answer>' for the gold '\frac{1}{8}'
k91p12:3|correct|tag|'<answer>1/8</answer>' for the gold '\frac{1}{8}'
k91p12:4|correct|tag|'<answer>1/8</answer>' for the gold '\frac{1}{8}'
k91p12:5|correct|tag|'<answer>1/8</answer>' for the gold '\frac{1}{8}'
k91p12:6|correct|tag|'<answer>1/8</answer>' for the gold '\frac{1}{8}'
k91p12:7|correct|tag|'<answer> \(\frac{1}{8}\) </answer>'
k91p12:8|correct|tag|'<answer>1/8</answer>' for the gold '\frac{1}{8}'
k91p12:9|wrong|tag|'\boxed{\sqrt{5}}' then '<answer> $\sqrt{5}$ </answer>' (gold \sqrt{3})
pk992:0|correct|tag|joined: its content opens on page 976000 (cut at 'taking care of his ') and ends on page 992000
pk992:1|correct|tag|
pk992:2|correct|tag|
pk992:3|correct|tag|
pk992:4|correct|tag|
pk992:5|correct|tag|
pk992:7|correct|tag|
pk992:8|wrong|tag|120 taken as the sugar alone: '<answer>\n120\n</answer>' (gold 42)
pk992:9|correct|tag|
pk992:10|no_answer|truncated|no answer tag: W = 78 reached, then cut by the generation limit at 'we can find the value of', no final answer
pk992:11|wrong|tag|'<answer>\n120\n</answer>' (gold 42)
pk992:12|correct|tag|
pk992:13|wrong|tag|'<answer>\n120\n</answer>' (gold 42)
pk992:14|wrong|tag|'<answer>\n120\n</answer>' (gold 42)
pk992:15|wrong|tag|(13/7 + 1) taken as 8/7: '<answer>\n105\n</answer>' (gold 42)
pk992:16|correct|tag|
pk992:17|correct|tag|
pk992:18|correct|tag|
pk992:19|correct|tag|'1. 5' with a stray space in the working; '<answer>\n32\n</answer>'; its line is cut inside `reward_scores` by the end of page 992000, the content whole
"""


def build(raws: list[dict]) -> list[dict]:
    raws = [r for r in raws if (r["src"], r["rec"]) not in DROP]
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if (
        __doc__ is None
    ):  # the module text above is not the docstring (the sys.path line comes first)
        __doc__ = "Build public_heldout79.jsonl: a 79th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
