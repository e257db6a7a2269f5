__doc__ = r"""Build public_heldout43.jsonl: a 43rd held-out round of REAL model completions (issue 25).

Why: rounds 1-42 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (metrics, format_reward, answer_reward, reward, rewards and the
like) were not used to label.

Method (rounds 3-42's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: the file's JSON string (decoded once
more by the build). The helper pasted each completion's string as the read_file answer displays it
(the page text JSON-escaped once more) into scratch files (one record a line: source, record
number, key, file gold, question opening and the display string, separated by ' ||| '), and a small
script (mk.py) decoded that display form once into the file-level string (`r`) and checked that `r`
decodes; no record was re-encoded or retyped from its decoded form. A record is taken only when its
whole completion lies on the pages read; a completion crossing the edge between two consecutive
pages that were both read was joined at the edge (cp22 rec 0 = eval_outputs line 48 completion 1
across 352000/368000; cp23 rec 0 = line 50 completion 3 across 368000/384000; cp24 rec 0 = line 53
completion 0 across 384000/400000; cp25 rec 0 = line 55 completion 1 across 400000/416000; cp27 rec
0 = line 60 completion 0 across 432000/448000; cp28 rec 0 = line 62 completion 4 across
448000/464000; cp29 rec 0 = line 64 completion 1 across 464000/480000; k83e rec 0, k85e rec 0,
k89e rec 0 = the KleistvonLiu rollouts crossing 48000/64000 of steps 83 (q3 r5), 85 (q3 r6) and 89
(q4 r6)). Records whose opening fields (prompt, question) lie on an earlier page and whose response
lies wholly on the page read were taken as read: k83d rec 0, k84d rec 0, k85d rec 0 (their keys
inferred from the next line's, e.g. 'q2 r3' before 'q2 r4'; their golds are on the page read),
k86e rec 0, k88e rec 0, k90e rec 0 (the line's prompt opens on the page at 48000 of the same step,
read here, so the key is read, not inferred), and cp26 recs 0-7 (eval_outputs line 58, whose
question opens on the page at 416000, read here).
Not transcribed (read, but left out): the first, partial response of every KleistvonLiu page 3 read
whose response opens on page 2 (steps 82, 86, 87, 88, 89, 90: step 82's page 3 opens inside q3 r3's
response, step 86's inside q2 r6's metadata, step 87's inside q3 r0's, step 88's inside q3 r5's,
step 89's inside q3 r3's response, step 90's inside q3 r2's response); the last rollout of every
page whose response crosses into a page not read (page 4 of steps 83 (q5 r0), 84 (q6 r4), 86 (q5
r1), 88 (q5 r7), 89 (q6 r0); page 3 of steps 82 and 87 end inside a line whose response lies
wholly on the page, taken); step 90 q5 r1 (its response lies on page 4 but is a degenerate loop of
'\ ' repeated hundreds of times, cut at the 1024-token cap with no answer: too long to copy
reliably in the time); eval_outputs line 46 completion 2 (opens on the page at 336000, read by
round 41, not re-read here) and line 66 completion 4 (crosses into 496000, not read). Nothing is
shortened. Every completion was compared (whitespace-normalised) with every completion of rounds
1-42 (the completion fields of packages/check/corpus/public_heldout*.jsonl, 42 files, by script,
dedup.py): none repeats an earlier round's completion, and no two completions kept in this round
are equal.

Repositories (309 records): codearky/cross-policy-with-trl 161 (52.1 %),
KleistvonLiu/assignment5-alignment 148 (47.9 %); only these two (another helper gathered from other
repositories at the same time). No licence file was found for either in the index (as rounds
16-41 found); `licence` per record.

Split: think_answer 309 (every record's prompt asks for the tag format; 295 end on an answer tag,
14 do not: 7 on a box, 4 cut before any answer, 3 on a stated result); GSM8K 161 (codearky), MATH
148 (KleistvonLiu). Truths: correct 216, wrong 88, no_answer 5 (GSM8K 145 / 15 / 1, MATH 71 / 73 /
4); 5 debatable (cp28 recs 5, 6, 9; k85d rec 5; k90d rec 1). No long chain-of-thought source this
round: the brief named only these two repositories, both tag-format (their untagged completions,
boxes and cut-off working, are the nearest to chain-of-thought here).

Selection (records as they come, not by how hard they look; each file read from the offset named, in
file order; every record whose completion lies on the pages read taken unless said):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold): outputs/grpo_full_mathv2/rollout_step_0000NN/
  rollouts.jsonl, page 3 (offset 48000) of steps 82-90 (= k82d ... k90d) and page 4 (offset
  64000) of steps 83, 84, 85, 86, 88, 89, 90 (= k83e ... k90e; no page 4 of steps 82 and 87 was
  read). Forms: '<answer> \((1, 16)\) </answer>' (inline delimiters in the tag),
  '<answer>$\frac{60}{5} = 12$</answer>' (an equation chain), '<answer> 2/11 </answer>',
  '<answer>none</answer>', '<answer>2x-2</answer>', '<answer>6,306,000</answer>', a tag holding only
  a plan ('To solve this, we can iterate ... We'll write a Python script to do this.'), an answer
  tag left open ('<answer>5\n\nHere is the final answer wrapped in \answer. ... \boxed{10}'), no
  opening answer tag ('$\boxed{2}$. </answer>'), no '</think>' with 'the answer is
  <answer>143</answer>', think blocks closed with '\end Think', '< /think>' or '[/think]', a
  Chinese think block, responses opening lower-case, 'Answer: 12' inside the think block, an
  invented '\nAssistant:' turn with two boxes (1 then 2), no tags with Python (sympy, '\r\n' line
  ends) and its output, display boxes with no tags, responses cut at the 1024-token cap, Unicode
  '÷' and '×' as the file writes them.
* codearky/cross-policy-with-trl (Qwen2.5-0.5B-Instruct after plain GRPO, checkpoint-600; the tag
  prompt; GSM8K test in order; line N = GSM8K test question N-1): eval_outputs.jsonl pages at
  352000 (cp21), 368000 (cp22), 384000 (cp23), 400000 (cp24), 416000 (cp25), 432000 (cp26), 448000
  (cp27), 464000 (cp28), 480000 (cp29): lines 46-66. Forms: '<answer>\n$800\n</answer>',
  '<answer>\n$57.00\n</answer>', '<answer>\n\$40\n</answer>' (an escaped dollar), '<answer>5
  hours</answer>', '<answer>\n3.33 hours\n</answer>', '<answer>\n80\n\nThe mechanic earned $80 more
  on the day with higher revenue, which was Friday. \n</answer>', '<answer>\n$1,500,000\n</answer>',
  '<answer>\n$34,166.67\n</answer>', an answer tag left open at the cap ('<answer>\n\(\frac{4}{5}\)
  hours or 4'), the answer tag BEFORE a '<think>' block (cp29 rec 3), '\think' for '<think>' (cp21
  rec 3), '(think)' ... '</think>', '<think>' blocks (many opening with the template's 'Reason
  here.') AFTER the working, a box in the working corrected in a later think block (cp26 rec 13), a
  box then no tag (cp21 rec 5), completions cut at the length cap with or without a stated result,
  '\u00d7', '\u00f7', '\u2019', '\u2248' escapes kept as the file writes them.

Label conventions (rounds 37-42's): the last final answer counts; a hedge between values or the gold
with another value is wrong; a response cut before any final answer is no_answer; equal in value but
written differently is correct (a unit word inside the tag, a '$' or '\$' sign and cents, '2/11' for
\frac{2}{11}, '\((1, 16)\)' for (1,16)); another quantity is wrong; in the tag format the `<answer>`
content is the final answer whatever the think block says, a sentence or equation chain in the tag
is read for its final value, and a tag holding no value at all is no_answer; with no answer tag the
completion is labelled by its last box or last stated result; malformed tags do not change which
answer counts. Debatable this round: cp28 rec 5 (no tag; '\boxed{\$200,000}', then '<think> I made
an error in calculating ... Instead of adding $' cut at the cap; the box is retracted and no value
follows: no_answer), cp28 recs 6 and 9 (no tag; '= \$1,500,000' then 'Thus, her annual pension will
be $1,5' cut at the cap, and '= \$1,525,000' then 'So, her annual pension just before quitting' cut
at the cap; wrong by the last stated result), k85d rec 5 (no tags; 'BD = 20' or 'BD = 15' set side
by side, then 'the correct answer is the value that we get from solving' cut at the cap before
choosing: no_answer), k90d rec 1 (no tags; 'the sum ... = \frac{24}{2} = 12' then 'Thus, the final
answer is:' cut at the cap; wrong by its last stated result).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question that opens with the record's
question words (taken from codearky's user turn), checked equal to the file's own `answer` (for
line 46, whose answer field lies on the page at 336000, the transcribed gold is the gsm8k value);
all codearky questions are in gsm8k/test.jsonl (lines 45-65). MATH: the KleistvonLiu problems'
opening words are looked up in MATH-500; none of the problems read here is there (for step 84 q4
the whole problem is used, since 'What is the remainder when $1 + 2 + 3 + 4' also opens a different
MATH-500 problem, divided by 9), so the file's own answer (its MATH test gold, `ground_truth`) as
transcribed.

Leads for a later round: KleistvonLiu page 3 (offset 48000) of steps 91-98 (unread), page 4 (offset
64000) of steps 74-82, 87 and 91-105 (unread; each page 3 read by rounds 41 and 43 ends inside a
rollout that page 4 completes), page 5 (offset 80000) of steps 83-86 and 88-90 (each page 4 read
here ends inside a rollout that page 5 completes); codearky eval_outputs.jsonl from line 66
completion 4 (it opens on the page at 480000, read here; offset 496000 on, about 60 pages left).

Usage: python build_public_heldout43.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout43.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout43.jsonl"
SOURCE = "public_heldout43"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-41 took pages 0-1 of steps "
    "74-105, page 2 of steps 74-105, page 3 of steps 74-81 and 99-105 and other pages of later "
    "steps; this round page {} (offset {}) of step {}), rollout step {}, on MATH test problems; the record is one line's response (the "
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

# short id -> (step, page); page 3 = offset 48000, page 4 = offset 64000
KL_PAGES = {
    **{f"k{s}d": (s, 3) for s in range(82, 91)},
    **{f"k{s}e": (s, 4) for s in (83, 84, 85, 86, 88, 89, 90)},
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
        f"{short}-qwen25-05b-grpo-gsm8k",
        CP,
        "eval_outputs.jsonl",
        CPC,
        CP_MODEL.format(pages),
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
    "cp21": _cp("cp21", "352000 (line 46 completions 3-7, line 47, line 48 completion 0; line 46 "
                "completion 2 opens on the page at 336000, read by round 41, and is not taken)"),
    "cp22": _cp("cp22", "368000 (line 48 completions 1-7, line 49, line 50 completions 0-2; line "
                "48 completion 1 joined across 352000/368000)"),
    "cp23": _cp("cp23", "384000 (line 50 completions 3-7, lines 51-52; line 50 completion 3 "
                "joined across 368000/384000)"),
    "cp24": _cp("cp24", "400000 (lines 53-54, line 55 completion 0; line 53 completion 0 joined "
                "across 384000/400000)"),
    "cp25": _cp("cp25", "416000 (line 55 completions 1-7, lines 56-57; line 55 completion 1 "
                "joined across 400000/416000)"),
    "cp26": _cp("cp26", "432000 (lines 58-59; line 58's question opens on the page at 416000, "
                "read here)"),
    "cp27": _cp("cp27", "448000 (lines 60-61, line 62 completions 0-3; line 60 completion 0 "
                "joined across 432000/448000)"),
    "cp28": _cp("cp28", "464000 (line 62 completions 4-7, line 63, line 64 completion 0; line 62 "
                "completion 4 joined across 448000/464000)"),
    "cp29": _cp("cp29", "480000 (line 64 completions 1-7, line 65, line 66 completions 0-3; line "
                "64 completion 1 joined across 464000/480000)"),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
k82d:0|correct|tag|the page at 48000 opens inside q3 r3's response (not taken); '<answer> $(1,16)$ </answer>'
k82d:1|correct|tag|'<answer> \((1, 16)\) </answer>' (inline delimiters inside the tag)
k82d:2|wrong|tag|'15 - \frac{2^2}{4}'; '<answer> (1, 14) </answer>' (gold (1,16))
k82d:3|correct|tag|'\(\boxed{(1, 16)}\)' in the think block; '<answer> \((1, 16)\) </answer>'
k82d:4|correct|tag|
k82d:5|wrong|tag|'there is no positive value of $r$ that satisfies the equation.' then '<answer> $\sqrt[3]{5}$ </answer>' (gold 5)
k82d:6|correct|tag|
k82d:7|correct|tag|
k82d:8|correct|tag|the line's tail crosses into the page at 64000 (not read), the response wholly on 48000
cp21:0|correct|tag|a '<think>' block AFTER the working; '<answer>104</answer>'
cp21:1|correct|tag|no think block
cp21:2|correct|tag|no think block
cp21:3|correct|tag|'\think' (a backslash, no angle bracket) opens the think block, closed by '</think>'; '<answer>104</answer>'
cp21:4|correct|tag|'Time to research one article = 4 hours' (a muddled aside); a '<think>' block AFTER the working
cp21:5|correct|boxed|no tags: ends on '\( \boxed{163} \)'
cp21:6|correct|tag|no think block
cp21:7|correct|tag|'220 (total used) - 57 (used) = 163' (muddled working); no think block
cp21:8|correct|tag|no think block
cp21:9|correct|tag|no think block
cp21:10|correct|tag|no think block
cp21:11|wrong|tag|'80 + 23 = 103' then '103 - 80 = 23'; '<answer>\n23\n</answer>' (gold 163)
cp21:12|correct|tag|no think block
cp21:13|correct|tag|the template's think block copied AFTER the working; '<answer>\n$800\n</answer>' (a dollar sign)
cp22:0|correct|tag|joined across the pages at 352000 and 368000 (the edge inside 'blue'); no think block
cp22:1|correct|tag|'<answer>\n$800\n</answer>' (a dollar sign)
cp22:2|correct|tag|'= 40 + 20 = $60 \)' (a dollar sign inside math); '<answer>\n$800\n</answer>'
cp22:3|correct|tag|'<answer>\n$800\n</answer>'
cp22:4|correct|tag|'<answer>\n$800\n</answer>'
cp22:5|correct|tag|'\u00d7' escaped in the file; '<answer>\n$800\n</answer>'
cp22:6|correct|tag|'<answer>\n$800\n</answer>'
cp22:7|correct|tag|a '<think>' block without the template's opening AFTER the working; '<answer>8</answer>'
cp22:8|correct|tag|a '<think>' block AFTER the working
cp22:9|correct|tag|'\u00d7' and '\u00f7' escaped in the file; '<answer>8</answer>'
cp22:10|correct|tag|'8 \text{ pieces}' in the working; a trailing newline after '</answer>'
cp22:11|correct|tag|a '<think>' block AFTER the working
cp22:12|correct|tag|no think block
cp22:13|correct|tag|no think block
cp22:14|correct|tag|no think block
cp22:15|correct|tag|'\u00d7' escaped in the file; '<answer>30</answer>'
cp22:16|correct|tag|no think block
cp22:17|correct|tag|a '<think>' block AFTER the working
k83d:0|correct|tag|the page at 48000 opens inside the line's prompt, the response wholly on it (its key inferred from the next line, q2 r4)
k83d:1|correct|tag|
k83d:2|correct|tag|
k83d:3|correct|tag|'<answer> 20 </answer>'
k83d:4|correct|tag|
k83d:5|wrong|tag|'6/2+1=\boxed{4}' in the think block; '<answer>4</answer>' (gold 6)
k83d:6|wrong|tag|'<answer>3 </answer>' (gold 6)
k83d:7|wrong|tag|no '</think>'; a loop of 'However, the correct answer is 8, so there must be a mistake', then '<answer>8</answer>' (gold 6)
k83d:8|wrong|tag|'<answer>8 </answer>' (gold 6)
k83d:9|correct|tag|plain-text working ('3*2=6'); '<answer>6 </answer>'
k83e:0|correct|tag|joined across the pages at 48000 and 64000 (the edge after 'The pairs $(a, b)$'); '(a, b) and (b, a) are considered the same' (muddled) yet '6 ordered pairs'; '<answer>6 </answer>'
k83e:1|wrong|tag|'3 prime factors (2, 3, and 223)'; '<answer>13 </answer>' (gold 6)
k83e:2|wrong|tag|'6\times2=12'; '<answer>12 </answer>' (gold 6)
k83e:3|correct|tag|
k83e:4|wrong|tag|'11 * 13 = 143'; '<answer> 143 </answer>' (gold 121)
k83e:5|wrong|tag|'The answer is 143.' then '<answer>143</answer>' (gold 121)
k83e:6|wrong|tag|no '</think>': 'Therefore, the answer is <answer>143</answer>' (gold 121)
k83e:7|wrong|tag|'<answer>143</answer>' (gold 121)
k83e:8|wrong|tag|'<answer>143</answer>' (gold 121)
k83e:9|wrong|tag|'<answer>143</answer>' (gold 121)
k83e:10|correct|tag|'The smallest prime numbers greater than 10 are 11 and 13' then '11 * 11 = 121'; the line's tail on the page, q5 r0 crosses into 80000 (not read)
cp23:0|correct|tag|joined across the pages at 368000 and 384000 (the edge inside 'floors'); '<answer>30</answer>'
cp23:1|correct|tag|'\u00d7' escaped in the file; no think block
cp23:2|correct|tag|no think block
cp23:3|correct|tag|no think block
cp23:4|correct|tag|no think block
cp23:5|correct|tag|'\$294 \text{ per week}' in the working; '<answer>\n$294\n</answer>' (a dollar sign)
cp23:6|correct|tag|'<answer>\n$294\n</answer>'
cp23:7|correct|tag|'\u00d7' and '\u00f7' escaped in the file; '<answer>\n$294\n</answer>'
cp23:8|correct|tag|'$294/\text{week}' in the working; '<answer>\n$294\n</answer>'
cp23:9|correct|tag|'<answer>\n$294\n</answer>'
cp23:10|correct|tag|'<answer>\n$294\n</answer>'
cp23:11|correct|tag|'<answer>$294</answer>'
cp23:12|correct|tag|'<answer>\n$294\n</answer>'
cp23:13|wrong|tag|'in the first two hours' (1 to 4 PM read as 2 hours); '<answer>\n3.33 hours\n</answer>' (gold 5)
cp23:14|correct|tag|'<answer>5 hours</answer>' (a unit word)
cp23:15|correct|tag|
cp23:16|correct|tag|
cp23:17|wrong|tag|'\frac{4}{15} of the total outbound trip time'; a '<think>' block AFTER the working; the answer tag left open, cut at the length cap: '<answer>\n\(\frac{4}{5}\) hours or 4' (gold 5)
cp23:18|correct|tag|'<answer>5 hours</answer>' (a unit word)
cp23:19|correct|tag|'<answer>5 hours</answer>' (a unit word)
cp23:20|correct|tag|a '<think>' block AFTER the working; '<answer>5</answer>'
k84d:0|correct|tag|the page at 48000 opens inside the line's prompt, the response wholly on it (its key inferred from the next line, q3 r7); '<answer> 2/11 </answer>' (a slash fraction; gold \frac{2}{11})
k84d:1|correct|tag|'<answer> $\frac{2}{11}$ </answer>'
k84d:2|correct|tag|
k84d:3|correct|tag|'Let's compute this using Python.' (no code, no value) then '<answer>7</answer>'
k84d:4|wrong|tag|the think block closed with '\end Think' instead of '</think>'; '<answer>1</answer>' (gold 7)
k84d:5|correct|tag|
k84d:6|correct|tag|
k84d:7|correct|tag|
k84d:8|correct|tag|
k84d:9|correct|tag|
k84d:10|wrong|tag|'so $\boxed{0}$ ordered triples' in the think block; '<answer> 0 </answer>' (gold 1)
k84d:11|wrong|tag|the think block closed with '< /think>' (a space); '<answer> $8\sqrt{2}$ </answer>' (gold 1)
cp24:0|correct|tag|joined across the pages at 384000 and 400000 (the edge after '   -'); no think block
cp24:1|correct|tag|no think block
cp24:2|correct|tag|no think block
cp24:3|correct|tag|'<answer>15</answer>'
cp24:4|correct|tag|a '<think>' block AFTER the working
cp24:5|correct|tag|no think block
cp24:6|correct|tag|a '<think>' block (without the template's opening) AFTER the working
cp24:7|correct|tag|'<answer>15</answer>'
cp24:8|correct|tag|'The difference in revenue between Friday and Thursday is' (a slip); an escaped dollar in the tag: '<answer>\n\$40\n</answer>'
cp24:9|correct|tag|'<answer>\n$40\n</answer>' (a dollar sign)
cp24:10|correct|tag|no think block
cp24:11|wrong|tag|the think block adds the days ('$1000') and says 'Friday had the higher earnings'; a number then a sentence in the tag: '<answer>\n80\n\nThe mechanic earned $80 more on the day with higher revenue, which was Friday. \n</answer>' (gold 40)
cp24:12|correct|tag|'<answer>\n$40\n</answer>'
cp24:13|correct|tag|an escaped dollar in the tag: '<answer>\n\$40\n</answer>'
cp24:14|correct|tag|'<answer>\n$40\n</answer>'
cp24:15|correct|tag|'<answer>\n$40\n</answer>'
cp24:16|correct|tag|no think block
k84e:0|correct|tag|the page at 64000 opens with the newline after q5 r1's line (read on the page at 48000); '\boxed{1}' in the think block
k84e:1|correct|tag|
k84e:2|correct|tag|
k84e:3|wrong|boxed|no '</think>' and no tags; 'infinitely many solutions', then an invented '\nAssistant:' turn reaching '\(\boxed{1}\)', then 'is \(\boxed{2}\).' and a re-derivation cut at the 1024-token cap; labelled by its last box (gold 1)
k84e:4|wrong|tag|'xy = (x + y)^2 - 2(x + y) = 4 - 4 = 0'; '\boxed{0}' in the think block; '<answer>0</answer>' (gold 1)
k84e:5|correct|tag|
k84e:6|correct|tag|'\boxed{1293}' in the think block
k84e:7|correct|tag|
k84e:8|correct|tag|
k84e:9|correct|tag|the line's tail on the page; q6 r4 crosses into 80000 (not read)
cp25:0|correct|tag|joined across the pages at 400000 and 416000 (the edge after 'Since'); no think block
cp25:1|wrong|tag|the 12 kittens read as both cats' total ('x + 3x = 12'); a '<think>' block AFTER the working; '<answer>\n19\n</answer>' (gold 40)
cp25:2|correct|tag|'The twins adopted 7 kittens.' (a slip); no think block
cp25:3|correct|tag|'<answer>40</answer>'
cp25:4|correct|tag|'\u2019' escaped in the file; no think block
cp25:5|correct|tag|'They got 2 more kittens from their mothers' (a muddled aside) then 40
cp25:6|correct|tag|no think block
cp25:7|correct|tag|no think block
cp25:8|correct|tag|'\u00f7' escaped in the file; '<answer>14</answer>'
cp25:9|correct|tag|'<answer>14</answer>'
cp25:10|correct|tag|'<answer>14</answer>'
cp25:11|correct|tag|a '<think>' block AFTER the working
cp25:12|correct|tag|no think block
cp25:13|correct|tag|no think block
cp25:14|correct|tag|no think block
cp25:15|correct|tag|a '<think>' block AFTER the working ('\u2019' escaped in the file)
cp25:16|correct|tag|'3 visits would leave him with $6 remaining' (a slip) in the think block after the working
cp25:17|correct|tag|a '<think>' block AFTER the working
cp25:18|correct|tag|'go once a week consistently for a period of 3 weeks' in the think block after the working
cp25:19|correct|tag|a '<think>' block AFTER the working
cp25:20|correct|tag|a '<think>' block AFTER the working
cp25:21|correct|tag|'<answer>3</answer>'
cp25:22|correct|tag|a '<think>' block opening 'Reasoning here involves' AFTER the working
k85d:0|wrong|tag|the page at 48000 opens inside the line's prompt, the response wholly on it (its key inferred from the next line, q3 r0); escaped quotes '\"barriers\"' in the file; '\binom{8}{3} \times 5! = 22 \times 120'; '<answer>264</answer>' (gold 376)
k85d:1|correct|tag|the think block only plans; an equation chain in the tag: '<answer>$\frac{60}{5} = 12$</answer>' (read for its final value, 12)
k85d:2|wrong|tag|'BD = DC' and 'AD = 12.5' (the length asked is BD); '<answer> $12.5$ </answer>' (gold 12)
k85d:3|wrong|tag|the think block only restates the question; '<answer>10</answer>' (gold 12)
k85d:4|correct|boxed|no '</think>' and no tags; Python (sympy, '\r\n' line ends) with its output '12.0000000000000', then 'The length of $BD$ is $\boxed{12}$.'
k85d:5|no_answer|truncated|debatable: no '</think>' and no tags; 'BD = \frac{300}{15} = 20' or 'BD = \frac{300}{20} = 15' set side by side, then 'the correct answer is the value that we get from solving' cut at the 1024-token cap before choosing; no final answer
k85d:6|wrong|tag|'BD is the radius of the circle'; '<answer>10</answer>' (gold 12)
k85e:0|correct|boxed|joined across the pages at 48000 and 64000 (the edge after 'Given that the area'); no '</think>' and no tags; ends on a display '\[\n\boxed{12}\n\]'
k85e:1|wrong|tag|'BD is also the median to the hypotenuse'; '<answer>12.5</answer>' (gold 12)
k85e:2|correct|boxed|no '</think>' and no tags; 'Since the User currently has 10 irises'; ends '\(\boxed{18}\).'
k85e:3|correct|tag|
k85e:4|wrong|tag|irises read as a share of all flowers; '<answer>37</answer>' (gold 18)
k85e:5|correct|tag|no '</think>': '... becomes 18. <answer>18</answer>'
k85e:6|correct|tag|
k85e:7|correct|tag|Unicode '÷' and '×' as the file writes them; '<answer>18 </answer>'; the line's tail crosses into 80000 (not read), the response wholly on 64000
k86d:0|wrong|tag|the page at 48000 opens inside q2 r6's line (its response on the page at 32000, not taken); a word in the tag: '\boxed{\text{none}}' then '<answer>none</answer>' (gold 3)
k86d:1|correct|tag|
k86d:2|correct|tag|
k86d:3|wrong|tag|'\boxed{2x - 2}' in the think block; an expression in the tag: '<answer>2x-2</answer>' (gold 2)
k86d:4|correct|boxed|no '</think>' and no opening answer tag: 'the value of the expression is $\boxed{2}$. </answer>' at the end
k86d:5|correct|tag|'\boxed{2}' in the think block
k86d:6|wrong|tag|'\boxed{1}' in the think block; '<answer>1</answer>' (gold 2)
k86d:7|wrong|tag|'S = \boxed{3}' in the think block; '<answer>3</answer>' (gold 2)
k86d:8|wrong|tag|'\boxed{0}' in the think block; '<answer>0</answer>' (gold 2)
k86e:0|wrong|tag|the page at 64000 opens inside the line's prompt (its opening read on the page at 48000), the response wholly on 64000; a plan only ('Let's find the value of $b$ and $a$.'); '<answer>96</answer>' (gold 76)
k86e:1|wrong|tag|'11 \cdot 16 = 176'; '<answer>16</answer>' (gold 76)
k86e:2|wrong|tag|'<answer>36</answer>' (gold 76)
k86e:3|wrong|tag|'11\cdot 36 = 396, and the last two digits are indeed 36' (false); '<answer>36</answer>' (gold 76)
k86e:4|wrong|tag|'b = \frac{36}{11} = 3'; '<answer>39</answer>' (gold 76)
k86e:5|no_answer|tag|the tag holds only a plan: '<answer> To solve this, we can iterate through all two-digit numbers ... We'll write a Python script to do this.\n</answer>'; no value of t anywhere
k86e:6|wrong|tag|'<answer>93</answer>' (gold 76)
k86e:7|wrong|tag|'y = 6 and y = 16'; '<answer>36</answer>' (gold 76)
k86e:8|wrong|tag|'the maximum value of $s$ is 5'; '<answer>5</answer>' (gold 2 + 3 \sqrt{2}); q5 r1 crosses into 80000 (not read)
k87d:0|correct|tag|the page at 48000 opens inside q3 r0's line (its response on the page at 32000, not taken)
k87d:1|correct|tag|
k87d:2|correct|tag|
k87d:3|wrong|tag|'24+24-14=78-14=64'; '<answer>64</answer>' (gold 34)
k87d:4|correct|tag|
k87d:5|correct|tag|
k87d:6|correct|tag|'<answer>34 </answer>'
k87d:7|correct|tag|plain-text 'ax^2 + bx + c = 0'
k87d:8|correct|tag|
k87d:9|correct|tag|'<answer>57 </answer>'
k87d:10|correct|tag|
k87d:11|correct|tag|the line's tail crosses into 64000 (not read), the response wholly on 48000
cp26:0|correct|tag|the line's question opens on the page at 416000 (read), the completion wholly on 432000; a '<think>' block AFTER the working
cp26:1|correct|tag|'I will now provide the final answer.' then the tag
cp26:2|correct|tag|'\u00f7' escaped in the file; '<answer>83</answer>'
cp26:3|correct|tag|no think block
cp26:4|correct|tag|no think block
cp26:5|correct|tag|no think block
cp26:6|correct|tag|'1245 / 15 \u2248 83' ('\u2248' escaped in the file)
cp26:7|correct|tag|'Therefore, the answer is:' then the tag
cp26:8|correct|tag|'\( \boxed{57} \)' in the working, then '(think)' ... '</think>' and '<answer>57</answer>'
cp26:9|correct|tag|'<answer>\n$57.00\n</answer>' (a dollar sign and cents)
cp26:10|correct|tag|'<answer>\n$57.00\n</answer>'
cp26:11|correct|tag|'<answer>\n$57.00\n</answer>'
cp26:12|correct|tag|a '<think>' block AFTER the working; '<answer>\n57.00\n</answer>'
cp26:13|correct|tag|the working forgets the $3 fee and boxes '\boxed{54.00}', then a '<think>' block re-adds it ('resulting in $57.00'); '<answer>\n$57.00\n</answer>' (the tag is the final answer)
cp26:14|correct|tag|'<answer>\n$57.00\n</answer>'
cp26:15|correct|tag|'<answer>\n$57.00\n</answer>'
k88d:0|correct|tag|the page at 48000 opens inside q3 r5's line (its response on the page at 32000, not taken); '\(\boxed{86.4}\) cm' in the think block
k88d:1|wrong|tag|'approximately $86.8$'; '<answer>86.8</answer>' (gold 86.4)
k88d:2|wrong|tag|'rs = 5sqrt(2)' and 'a + b + c = 5 + 1 + 2 = 8'; '<answer> 8 </answer>' (gold 12)
k88d:3|wrong|tag|'50 = 5 \sqrt[3]{8}'; '<answer>16</answer>' (gold 12)
k88d:4|wrong|tag|the product, not a + b + c: '\boxed{10}' then '<answer>10</answer>' (gold 12)
k88d:5|wrong|tag|the product, not a + b + c: '<answer>10</answer>' (gold 12)
k88d:6|wrong|tag|an answer tag left open: '<answer>5\n\nHere is the final answer wrapped in \answer.' then 'a + b + c = 5 + 3 + 2 = 10' and 'So the final answer is \(\boxed{10}\).' (neither 5 nor 10 is the gold 12)
k88d:7|wrong|tag|'<answer>8</answer>' (gold 12); q4 r6 crosses into 64000 (not read)
k88e:0|wrong|tag|the line's prompt opens on the page at 48000 (read), the response wholly on 64000; 'the product of the common roots is -10, which can be expressed as $10 \sqrt[1]{1}.$'; '<answer>11 </answer>' (gold 12)
k88e:1|wrong|tag|the product, not a + b + c: '<answer> -10 </answer>' (gold 12)
k88e:2|correct|tag|'Answer: 12' inside the think block, then '<answer>12</answer>'
k88e:3|correct|tag|
k88e:4|wrong|tag|'15 - 3 = 12' then '12 \times \frac{5!}{2} = 2220'; '<answer>2220</answer>' (gold 12)
k88e:5|wrong|tag|'<answer>15 </answer>' (gold 12)
k88e:6|wrong|tag|'\boxed{9}' in the think block; '<answer>9</answer>' (gold 12)
k88e:7|wrong|tag|a plan only; '<answer> $10$ </answer>' (gold 12)
k88e:8|wrong|tag|'3 \times 2 = 6' ordered pairs subtracted; '<answer> 9 </answer>' (gold 12); q5 r7 crosses into 80000 (not read)
cp27:0|correct|tag|joined across the pages at 432000 and 448000 (the edge after '= 187 '); a trailing newline after '</answer>'
cp27:1|correct|tag|no think block
cp27:2|correct|tag|a '<think>' block AFTER the working
cp27:3|correct|tag|a '<think>' block AFTER the working; '<answer>187</answer>'
cp27:4|correct|tag|no think block
cp27:5|correct|tag|'<answer>187</answer>'
cp27:6|correct|tag|no think block
cp27:7|correct|tag|a '<think>' block opening 'Reasoning here:' AFTER the working
cp27:8|correct|tag|'18 + 5 = 23' then a check: 'The final count should be 17, not 23.' and 'Final answer:' '<answer>17</answer>'
cp27:9|correct|tag|no think block
cp27:10|wrong|tag|'25 - 1 (bad) - 3 (unripe and good) = 22'; '<answer>\n22\n</answer>' (gold 17)
cp27:11|correct|tag|no think block
cp27:12|wrong|tag|the 2 sour oranges left out; '<answer>\n19\n</answer>' (gold 17)
cp27:13|correct|tag|a '<think>' block AFTER the working; '<answer>17</answer>'
cp27:14|wrong|tag|the bad orange left out; '<answer>\n18\n</answer>' (gold 17)
cp27:15|correct|tag|'Two of these unripe oranges are also sour.' in the check; a '<think>' block AFTER the working
cp27:16|correct|tag|a '<think>' block AFTER the working
cp27:17|correct|tag|'<answer>\n$1430\n</answer>' (a dollar sign)
cp27:18|correct|tag|'\[ \boxed{1430} \]' in the working, then a '<think>' block and '<answer>\n1430\n</answer>'
cp27:19|correct|tag|'<answer>\n$1430\n</answer>'
k89d:0|wrong|tag|the page at 48000 opens inside q3 r3's response (not taken); '961 is prime' and 'The prime number is 959.'; '<answer>959</answer>' (gold 71)
k89d:1|correct|tag|
k89d:2|wrong|tag|'$19$, which is $10$ less than $29$, a perfect square ($5^2$)'; '<answer>19</answer>' (gold 71)
k89d:3|correct|tag|
k89d:4|wrong|tag|'since $97 > 100$' and '\boxed{97}' in the think block; '<answer>97</answer>' (gold 61)
k89d:5|wrong|tag|'<answer>29</answer>' (gold 61)
k89d:6|wrong|tag|a plan only; '<answer>11</answer>' (gold 61)
k89d:7|wrong|tag|the response opens lower-case ('denote'); the think block closed with '[/think]'; '<answer>97</answer>' (gold 61)
k89d:8|correct|tag|nonsense working ('2^{150} \cdot 5^{100} ...') reaching 61; '<answer>61</answer>'
k89d:9|wrong|tag|a think block in Chinese (raw UTF-8 in the file) with no value; '<answer>73</answer>' (gold 61)
k89e:0|wrong|tag|joined across the pages at 48000 and 64000 (the edge after 'We visualize the factors and'); 'may be a number such as $89$, $97$, or possibly $79$' then '\boxed{89}'; '<answer>89</answer>' (gold 61)
k89e:1|wrong|tag|'<answer>97</answer>' (gold 61)
k89e:2|wrong|tag|'= 5740' and 'the remainder is $4$'; '<answer> $4$ </answer>' (gold 2)
k89e:3|wrong|tag|'5720 ... which is $4$' (5720 leaves 2); '<answer>4</answer>' (gold 2)
k89e:4|wrong|tag|'= 5610' and '5610 \mod 6 = 0'; '<answer>0</answer>' (gold 2)
k89e:5|wrong|tag|plain-text working ('44 * 260 = 11440'); '<answer> 4 </answer>' (gold 2)
k89e:6|wrong|tag|'n = ... = 43'; '<answer>4</answer>' (gold 2)
k89e:7|wrong|boxed|no '</think>' and no tags; '260 \mod 6 = 4' (it is 2); ends 'The answer is \(\boxed{4}\).' (gold 2)
k89e:8|correct|tag|the response opens lower-case ('observe'); '5720 \div 6 = 953 \text{ remainder } 2'
k89e:9|wrong|tag|'5720 \equiv 4 \pmod{6}' (it is 2); '<answer>4</answer>' (gold 2); q6 r0 crosses into 80000 (not read)
cp28:0|correct|tag|joined across the pages at 448000 and 464000 (the edge after '0.10 ='); a '<think>' block AFTER the working
cp28:1|correct|tag|no think block
cp28:2|correct|tag|a '<think>' block AFTER the working; '<answer>\n$1430\n</answer>'
cp28:3|correct|tag|'<answer>\n$1430\n</answer>'
cp28:4|wrong|tag|'\u2019' escaped in the file; pensions summed over the years; '<answer>\n$1,500,000\n</answer>' (gold 25000)
cp28:5|no_answer|truncated|debatable: no answer tag; '\boxed{\$200,000}', then a '<think>' block 'I made an error in calculating the new total pension ... Instead of adding $' cut at the length cap; the box is retracted and no new value follows
cp28:6|wrong|stated|debatable: no answer tag; '\text{Total annual pension} = \$1,000,000 + \$500,000 = \$1,500,000' then 'Thus, her annual pension will be $1,5' cut at the length cap; labelled wrong by its last stated result (gold 25000)
cp28:7|wrong|tag|'her total pension over 30 years would be $1,500,000.'; '<answer>\n$1,500,000\n</answer>' (gold 25000)
cp28:8|wrong|tag|'\frac{\$1,025,000}{30} = \$34,166.67'; '<answer>\n$34,166.67\n</answer>' (gold 25000)
cp28:9|wrong|stated|debatable: no answer tag; '\$1,525,000 / 1 = \$1,525,000' then 'So, her annual pension just before quitting' cut at the length cap; labelled wrong by its last stated result (gold 25000)
cp28:10|wrong|tag|'<answer>\n$150,000\n</answer>' (gold 25000)
cp28:11|wrong|tag|'\u2019' escaped in the file; a '<think>' block AFTER the working; '<answer>\n$75,000\n</answer>' (gold 25000)
cp28:12|correct|tag|no think block
k90d:0|no_answer|truncated|the page at 48000 opens inside q3 r2's response (not taken); no '</think>' and no tags; Case 1 gives one root, Case 2 gives x = 7/2, then 'Since \(1' cut at the 1024-token cap with no sum stated
k90d:1|wrong|stated|debatable: no '</think>' and no tags; 'the sum ... = \frac{24}{2} = 12' then 'Thus, the final answer is:\n\[\n\' cut at the 1024-token cap; labelled wrong by its last stated result, 12 (gold \frac{17}{2})
k90d:2|wrong|tag|a plan only; '<answer> $\frac{5}{2}$ </answer>' (gold \frac{17}{2})
k90d:3|wrong|tag|a plan only ('x_1+x_2+x_3+x_4'); '<answer> $\frac{29}{4}$ </answer>' (gold \frac{17}{2})
k90d:4|no_answer|truncated|no '</think>' and no tags; Python (sympy) with its output '-3.62347538297979', then 'It looks like there was an error' and a re-derivation cut at the 1024-token cap inside '\frac{29}{' with no sum stated
k90d:5|correct|tag|q4 r1 crosses into 64000 (not read)
k90e:0|correct|tag|the page at 64000 opens inside the line's prompt (its opening read on the page at 48000), the response wholly on 64000
k90e:1|correct|tag|
k90e:2|correct|tag|'\boxed{28}' in the think block
k90e:3|correct|tag|
k90e:4|correct|tag|
k90e:5|correct|tag|
k90e:6|correct|tag|
k90e:7|wrong|tag|thousands commas in the tag: '<answer>6,306,000</answer>' (gold 8,\!424,\!000)
cp29:0|correct|tag|joined across the pages at 464000 and 480000 (the edge inside 'second'); '<answer>\n$1596\n</answer>' (a dollar sign)
cp29:1|correct|tag|an escaped dollar in the tag: '<answer>\n\$1596\n</answer>'
cp29:2|correct|tag|'**1596** dollars' in the working; a '<think>' block AFTER the working
cp29:3|correct|tag|the answer tag first, then a '<think>' block after it: '<answer>\n1596\n</answer>\n<think>\nI've calculated the costs correctly ...\n</think>'
cp29:4|correct|tag|'6 months (180 days)' (an aside); no think block
cp29:5|correct|tag|a '<think>' block AFTER the working
cp29:6|correct|tag|no think block
cp29:7|correct|tag|'she would use an additional 25 gallons' (a muddled check); no think block
cp29:8|correct|tag|no think block
cp29:9|correct|tag|no think block
cp29:10|correct|tag|no think block
cp29:11|correct|tag|no think block
cp29:12|correct|tag|'<answer>300</answer>'
cp29:13|correct|tag|no think block
cp29:14|correct|tag|'<answer>300</answer>'
cp29:15|correct|tag|no think block
cp29:16|correct|tag|no think block
cp29:17|correct|tag|'Now I can confidently provide my answer.' then the tag
cp29:18|correct|tag|no think block; line 66 completion 4 crosses into 496000 (not read)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
