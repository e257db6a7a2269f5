__doc__ = r"""Build public_heldout45.jsonl: a 45th held-out round of REAL model completions (issue 25).

Why: rounds 1-44 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (metrics, format_reward, answer_reward, reward, rewards and the
like) were not used to label.

Method (rounds 3-44's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: the file's JSON string (decoded once
more by the build). The helper pasted each completion's string as the read_file answer displays it
(the page text JSON-escaped once more) into scratch files (one record a line: source, record
number, key, file gold, question opening and the display string, separated by ' ||| '; a leading
space of a completion kept as a second space after the separator), and a small script (mk.py)
decoded that display form once into the file-level string (`r`) and checked that `r` decodes; no
record was re-encoded or retyped from its decoded form. A record is taken only when its whole
completion lies on the pages read; a completion crossing the edge between two consecutive pages
that were both read was joined at the edge (cp32 rec 0 = eval_outputs line 71 completion 4 across
512000/528000; cp33 rec 0 = line 74 completion 2 across 528000/544000; cp34 rec 0 = line 76
completion 3 across 544000/560000; cp35 rec 0 = line 78 completion 0 across 560000/576000; cp36
rec 0 = line 80 completion 4 across 576000/592000; cp36 rec 24 = line 83 completion 4 across
592000/608000; k92e rec 0, k97e rec 0, k98e rec 0 = the KleistvonLiu rollouts crossing
48000/64000 of steps 92 (q5 r0), 97 (q4 r0) and 98 (q5 r1)). Records whose opening fields lie
before the response on the page read, or on an earlier page, were taken as read: k96d rec 0 (step
96 q3 r6) and k97d rec 0 (step 97 q2 r7), where the page at 48000 opens inside the line's prompt
(keys inferred from the next line's, 'q3 r7' and 'q3 r0'; their golds are on the page read);
k93e rec 0 (step 93 q4 r7), k95e rec 0 (step 95 q5 r6) and k96e rec 0 (step 96 q4 r5), whose lines
open on the page at 48000 of the same step, read here (keys read, not inferred); cp30 recs 0-2
(eval_outputs line 66 completions 5-7, whose question and answer fields lie on the page at 480000,
read by round 43, not re-read here: the question opening and gold transcribed are gsm8k/test.jsonl
line 65's); cp31 recs 0-7 (line 69, whose question opens on the page at 496000, read here).
Not transcribed (read, but left out): the first, partial response or metadata of every
KleistvonLiu page 3 read (step 91 opens inside q2 r5's metadata, step 92 inside q4 r0's, step 93
inside q3 r2's response, step 94 inside q2 r4's response, step 95 inside q4 r2's response, step 98
inside q4 r0's metadata); step 91 q3 r6 (the same text word for word as q3 r0, kept as k91d rec
2); the first partial rollout of page 4 of step 74 (q3 r3, whose response opens on the page at
48000, not read this round) and of step 75 (q3 r3's metadata); the last rollout of every page 4
read, which crosses into the page at 80000 (not read): steps 74 (q4 r0), 75 (q3 r6), 92 (q6 r3),
93 (q6 r0), 94 (q4 r4), 95 (q6 r7), 96 (q6 r0), 97 (q5 r1), 98 (q6 r0); eval_outputs line 66
completion 4 (opens on the page at 480000, read by round 43, not re-read here). Nothing is
shortened. Every completion was compared (whitespace-normalised) with every completion of rounds
1-44 (the completion fields of packages/check/corpus/public_heldout*.jsonl, 44 files, by script,
dedup.py): none repeats an earlier round's completion, and no two completions kept in this round
are equal.

Repositories (294 records): codearky/cross-policy-with-trl 155 (52.7 %),
KleistvonLiu/assignment5-alignment 139 (47.3 %); only these two (another helper gathered from other
repositories at the same time). No licence file was found for either in the index (find_files
path LICENSE, this round, as rounds 16-44 found); `licence` per record.

Split: think_answer 294 (every record's prompt asks for the tag format; 275 end on an answer tag,
19 do not: 12 on a box, 6 cut at the length cap, 1 on 'the answer is'); GSM8K 155 (codearky), MATH
139 (KleistvonLiu). Truths: correct 240, wrong 51, no_answer 3 (GSM8K 139 / 16 / 0, MATH 101 / 35 /
3); 1 debatable (k74e rec 2). No long chain-of-thought source this round: the brief named only these
two repositories, both tag-format (their untagged completions, boxes, Python with outputs and
cut-off working, are the nearest to chain-of-thought here).

Selection (records as they come, not by how hard they look; each file read from the offset named, in
file order; every record whose completion lies on the pages read taken unless said):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold): outputs/grpo_full_mathv2/rollout_step_0000NN/
  rollouts.jsonl, page 3 (offset 48000) of steps 91-98 (= k91d ... k98d) and page 4 (offset
  64000) of steps 74, 75 and 92-98 (= k74e, k75e, k92e ... k98e; no page 4 of step 91 was read).
  Forms: '<answer> \(10\pi\) </answer>' and '<answer> \(\frac{5}{6}\) </answer>' (inline
  delimiters in the tag), '<answer> \boxed{\frac{5}{6}} </answer>' (a box in the tag),
  '<answer>10$\pi$</answer>', '<answer>10π</answer>' (a Unicode pi), '<answer>10pi </answer>',
  '<answer>5/6 </answer>', '<answer>7/2</answer>', '<answer> (-6,6) </answer>' for (-6, 6),
  '<answer>50 yards</answer>', '<answer>54.60</answer>' for the gold ' \$ 54.60', '<answer>60</answer>'
  for 60^\circ, malformed closing tags ('</ think> <answer>10\pi</ answer>'), no opening answer tag
  ('\boxed{\frac{5}{6}}.\]</answer>', '$f^{-1}(64)\boxed{=24}$. The answer is correct. </answer>'),
  '</think>' then a display box and no tag, '[/think]</find>' after a box, a stray backslash before
  '</think>', a sentence in the tag ('$2^4 \cdot 3^4 \cdot 5^1 \cdot 7^1 = 105120$, so
  $\frac{n}{75} = 1424$.'), a tag holding a rambling reply with an invented 'The User asks:' turn,
  no tags with Python (sympy, '\r\n' line ends) and its output, responses opening with a space,
  responses cut at the 1024-token cap (a divisor-count loop, a sympy script, a retracted
  '\boxed{\infty}'), '×' and '°' as the file writes them.
* codearky/cross-policy-with-trl (Qwen2.5-0.5B-Instruct after plain GRPO, checkpoint-600; the tag
  prompt; GSM8K test in order; line N = GSM8K test question N-1): eval_outputs.jsonl pages at
  496000 (cp30), 512000 (cp31), 528000 (cp32), 544000 (cp33), 560000 (cp34), 576000 (cp35), 592000
  (cp36), 608000 (cp37): lines 66-85. Forms: '<answer>\n$7,425.00\n</answer>',
  '<answer>\n$88.00\n</answer>', '<answer>$6.00</answer>', '<answer>\n$60\n</answer>',
  '<answer>7.5</answer>', '<answer>\n6.2\n</answer>', a newline after '</answer>', '<think>'
  blocks (many opening with the template's 'Reason here.') AFTER the working, a think block that
  claims a method the working did not use (cp33 rec 4), a box then no tag (cp32 rec 21), 'the
  answer is 36 teachers.' with no tag (cp31 rec 0), completions cut at the length cap after a stated
  result (cp34 recs 6, 10), '\u00d7', '\u00f7', '\u2019', '\u2248' escapes kept as the file writes
  them.

Label conventions (rounds 37-44's): the last final answer counts; a hedge between values or the gold
with another value is wrong; a response cut before any final answer is no_answer; equal in value but
written differently is correct (a unit word inside the tag, a '$' sign and cents, thousands commas,
'5/6' or a boxed \frac{5}{6} for \frac56, '10π' or '10pi' for 10\pi, '(-6,6)' for (-6, 6), '60' for
60^\circ, '54.60' for \$ 54.60); another quantity is wrong (n itself where n/75 is asked); in the
tag format the `<answer>` content is the final answer whatever the think block says, a sentence or
equation chain in the tag is read for its final value; with no answer tag the completion is labelled
by its last box or last stated result; malformed tags do not change which answer counts. Debatable
this round: k74e rec 2 (no tags; 'the number of elements in $S$ is $\boxed{\infty}$. However, ...
$S$ is a finite set.', the box retracted, then a repeat of the working cut at the cap with no new
value: no_answer, as round 43's cp28 rec 5). Noted but not marked debatable: cp34 recs 6 and 10 (no
tag; 'she will need 4 bags' and 'approximately 9 bags' stated, then a think block cut at the cap:
wrong by the last stated result), k96d rec 6 (no tags; 'the final answer is \[\frac{1}{\log_{10} 2}
\cdot \frac{5}{6} = ...' cut at the cap: wrong by its last stated result).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question that opens with the record's
question words (taken from codearky's user turn), checked equal to the file's own `answer` (for
line 66, whose answer field lies on the page at 480000, the transcribed gold is the gsm8k value);
all codearky questions are in gsm8k/test.jsonl (lines 65-84). MATH: the KleistvonLiu problems'
opening words are looked up in MATH-500; none of the problems read here is there, so the file's own
answer (its MATH test gold, `ground_truth`) as transcribed (for step 97 q5 ' \$ 54.60', with the
file's leading space).

Leads for a later round: KleistvonLiu page 4 (offset 64000) of steps 76-82, 87, 91 and 99-105
(unread; each page 3 read by rounds 41, 43 and 45 ends inside a rollout that page 4 completes),
page 5 (offset 80000) of steps 74, 75, 83-86 and 88-98 (each page 4 read by rounds 43 and 45 ends
inside a rollout that page 5 completes); codearky eval_outputs.jsonl from 624000 (line 86 on; the
file is 1,456,743 characters, about 52 pages left).

Usage: python build_public_heldout45.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout45.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout45.jsonl"
SOURCE = "public_heldout45"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-43 took pages 0-1 of steps "
    "74-105, page 2 of steps 74-105, page 3 of steps 74-90 and 99-105, page 4 of steps 83-86 "
    "and 88-90 and other pages of later steps; this round page {} (offset {}) of step {}), "
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

# short id -> (step, page); page 3 = offset 48000, page 4 = offset 64000
KL_PAGES = {
    **{f"k{s}d": (s, 3) for s in range(91, 99)},
    **{f"k{s}e": (s, 4) for s in (74, 75, 92, 93, 94, 95, 96, 97, 98)},
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
    "cp30": _cp("cp30", "496000 (line 66 completions 5-7, lines 67-68; line 66 completion 4 "
                "opens on the page at 480000, read by round 43, and is not taken)"),
    "cp31": _cp("cp31", "512000 (line 69, whose question opens on the page at 496000, read here; "
                "line 70; line 71 completions 0-3)"),
    "cp32": _cp("cp32", "528000 (line 71 completions 4-7, lines 72-73, line 74 completions 0-1; "
                "line 71 completion 4 joined across 512000/528000)"),
    "cp33": _cp("cp33", "544000 (line 74 completions 2-7, line 75, line 76 completions 0-2; line "
                "74 completion 2 joined across 528000/544000)"),
    "cp34": _cp("cp34", "560000 (line 76 completions 3-7, line 77; line 76 completion 3 joined "
                "across 544000/560000)"),
    "cp35": _cp("cp35", "576000 (line 78, line 79, line 80 completions 0-3; line 78 completion 0 "
                "joined across 560000/576000)"),
    "cp36": _cp("cp36", "592000 (line 80 completions 4-7, lines 81-82, line 83; line 80 "
                "completion 4 joined across 576000/592000, line 83 completion 4 across "
                "592000/608000)"),
    "cp37": _cp("cp37", "608000 (lines 84-85)"),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
cp30:0|correct|tag|the page at 496000 opens inside line 66 completion 4 (not taken); no think block
cp30:1|correct|tag|no think block
cp30:2|correct|tag|no think block
cp30:3|correct|tag|no think block
cp30:4|correct|tag|no think block
cp30:5|wrong|tag|'1 girl and 1 boy on each team'; '<answer>\n12\n</answer>' (gold 48)
cp30:6|correct|tag|no think block
cp30:7|correct|tag|no think block
cp30:8|correct|tag|no newline before the tag
cp30:9|wrong|tag|'Total number of coaches = \(4\)'; '<answer>\n14\n</answer>' (gold 48)
cp30:10|correct|tag|no think block
cp30:11|correct|tag|a '<think>' block AFTER the working
cp30:12|wrong|tag|'175 + 140 + 280 = 605' (an addition slip); '<answer>\n605\n</answer>' (gold 595)
cp30:13|correct|tag|a newline after '</answer>'
cp30:14|wrong|tag|'= 695 gems' (an addition slip); '<answer>\n695\n</answer>' (gold 595)
cp30:15|correct|tag|'Let's calculate this sum.' then a think block that never states the sum; '<answer>\n595\n</answer>'
cp30:16|correct|tag|a '<think>' block AFTER the working
cp30:17|wrong|tag|'= 605' (an addition slip); '<answer>\n605\n</answer>' (gold 595)
cp30:18|wrong|tag|'175 + 140 + 280 = 600'; '<answer>\n600\n</answer>' (gold 595)
cp31:0|correct|answer_is|no tags: ends on 'Therefore, the answer is 36 teachers.'
cp31:1|correct|tag|'<answer>36</answer>'
cp31:2|correct|tag|no think block
cp31:3|correct|tag|a '<think>' block AFTER the working
cp31:4|correct|tag|a '<think>' block AFTER the working
cp31:5|correct|tag|a '<think>' block AFTER the working
cp31:6|correct|tag|'\u00d7', '\u00f7' escapes as the file writes them
cp31:7|correct|tag|'<answer>36</answer>'
cp31:8|correct|tag|'<answer>\n$60\n</answer>' (a dollar sign)
cp31:9|correct|tag|'<answer>\n$60\n</answer>' (a dollar sign)
cp31:10|correct|tag|'let's calculate her initial amount.' then a think block that never states it; '<answer>\n$60\n</answer>'
cp31:11|correct|tag|'<answer>\n$60\n</answer>' (a dollar sign)
cp31:12|correct|tag|'Adding back in the $100' (a muddled think block after the working); '<answer>\n$60\n</answer>'
cp31:13|correct|tag|'<answer>\n$60\n</answer>' (a dollar sign)
cp31:14|correct|tag|'<answer>\n$60\n</answer>' (a dollar sign)
cp31:15|correct|tag|a '<think>' block AFTER the working
cp31:16|correct|tag|'<answer>\n$7425\n</answer>' (a dollar sign)
cp31:17|correct|tag|'<answer>\n$7,425\n</answer>' (a dollar sign, a thousands comma)
cp31:18|correct|tag|'<answer>\n$7,425.00\n</answer>' (a dollar sign, a thousands comma, cents)
cp31:19|correct|tag|'25 teaching days' (a muddled aside); '<answer>\n$7,425.00\n</answer>'; line 71 completion 4 crosses into 528000 (taken there if read)
k91d:0|wrong|tag|the page at 48000 opens inside q2 r5's metadata; '\boxed{387}' in the think block; '<answer>387</answer>' (gold 66)
k91d:1|wrong|tag|'<answer> -81 </answer>' (gold 66)
k91d:2|correct|tag|'<answer>60</answer>' for 60^\circ (degrees in the question)
k91d:3|correct|tag|'<answer>60</answer>' for 60^\circ
k91d:4|correct|tag|'360°' in the think block; '<answer>60</answer>' for 60^\circ
k91d:5|correct|boxed|no tags: Python and its output, then '\(\boxed{60}\) degrees' for 60^\circ
k91d:6|correct|tag|'<answer>60</answer>' for 60^\circ
k91d:7|correct|tag|'<answer>60</answer>' for 60^\circ; q3 r6 (the same text word for word as q3 r0) not taken
cp32:0|correct|tag|joined across the pages at 512000 and 528000 (the edge inside 'students'); '<answer>\n$7425.00\n</answer>' (a dollar sign, cents)
cp32:1|correct|tag|'<answer>\n$7,425\n</answer>' (a dollar sign, a thousands comma)
cp32:2|correct|tag|'<answer>\n$7,425\n</answer>' (a dollar sign, a thousands comma)
cp32:3|correct|tag|'<answer>\n$7425\n</answer>' (a dollar sign)
cp32:4|correct|tag|a '<think>' block AFTER the working
cp32:5|correct|tag|a '<think>' block AFTER the working
cp32:6|correct|tag|no think block
cp32:7|correct|tag|no think block
cp32:8|correct|tag|a '<think>' block AFTER the working
cp32:9|correct|tag|a '<think>' block AFTER the working; '<answer>60</answer>'
cp32:10|correct|tag|a '<think>' block AFTER the working
cp32:11|correct|tag|a '<think>' block AFTER the working
cp32:12|correct|tag|'<answer>$221</answer>' (a dollar sign)
cp32:13|correct|tag|'<answer>\n$221\n</answer>' (a dollar sign)
cp32:14|correct|tag|'<answer>\n$221\n</answer>' (a dollar sign)
cp32:15|correct|tag|'<answer>\n$221\n</answer>' (a dollar sign)
cp32:16|correct|tag|'<answer>\n$221\n</answer>' (a dollar sign)
cp32:17|correct|tag|'<answer>\n$221\n</answer>' (a dollar sign)
cp32:18|correct|tag|'<answer>\n$221\n</answer>' (a dollar sign)
cp32:19|correct|tag|no think block
cp32:20|correct|tag|no think block
cp32:21|correct|boxed|no tags: ends on 'Shiela will pay $\boxed{255}$ dollars each month for 3 months.'; line 74 completion 2 crosses into 544000
k92d:0|wrong|tag|the page at 48000 opens inside q4 r0's metadata; '<answer>7/2</answer>' (gold 18)
k92d:1|correct|boxed|no tags: 'The final answer is:\n\[\n\boxed{18}\n\]' then an unrun sympy script ('\r\n' line ends), no output; the last stated answer is the box
k92d:2|wrong|tag|'<answer> $\frac{77}{4}$ </answer>' (gold 18)
k92d:3|correct|tag|
k92d:4|correct|tag|
k92d:5|wrong|tag|'<answer>7</answer>' (gold 18)
k92d:6|wrong|tag|'z = \boxed{7}' (the wrong variable) then '<answer>7</answer>' (gold 18); q5 r0's response crosses into the page at 64000
k92e:0|wrong|boxed|joined across the pages at 48000 and 64000 (the edge inside 'that'); no '</think>' and no opening answer tag: 'f^{-1}(64)=192' said several times, then 'Therefore, $f^{-1}(64)\boxed{=24}$. The answer is correct. </answer>'; the last final answer is the box, 24 (gold 192)
k92e:1|correct|tag|'<answer> 192 </answer>'
k92e:2|wrong|tag|'<answer>96</answer>' (gold 192)
k92e:3|correct|tag|
k92e:4|correct|tag|'<answer> 192 </answer>'
k92e:5|wrong|tag|'<answer>96</answer>' (gold 192)
k92e:6|correct|tag|'doubles with each increase of 6 in the input' (a muddled aside); '<answer> 192 </answer>'
k92e:7|correct|tag|
k92e:8|correct|tag|
k92e:9|correct|tag|
k92e:10|correct|tag|'<answer> 6 </answer>'; q6 r3's response crosses into the page at 80000 (not read)
cp33:0|correct|tag|joined across the pages at 528000 and 544000 (the edge inside 'each'); a '<think>' block AFTER the working
cp33:1|correct|tag|'<answer>\n$255\n</answer>' (a dollar sign)
cp33:2|correct|tag|'<answer>\n$255\n</answer>' (a dollar sign)
cp33:3|correct|tag|no think block
cp33:4|correct|tag|a '<think>' block AFTER the working claiming a method it did not use ('apply the 2% interest rate to this total'); '<answer>\n255\n</answer>'
cp33:5|correct|tag|'<answer>\n$255\n</answer>' (a dollar sign)
cp33:6|correct|tag|'<answer>\n$88.00\n</answer>' (a dollar sign, cents)
cp33:7|correct|tag|'<answer>\n$88.00\n</answer>' (a dollar sign, cents)
cp33:8|correct|tag|'<answer>$88.00</answer>' (a dollar sign, cents)
cp33:9|correct|tag|'$2.12 rounds up to $2.00' (a muddled word); '<answer>\n$88.00\n</answer>'
cp33:10|correct|tag|'<answer>\n$88.00\n</answer>' (a dollar sign, cents)
cp33:11|correct|tag|'<answer>\n$88.00\n</answer>' (a dollar sign, cents)
cp33:12|correct|tag|'<answer>\n$88.00\n</answer>' (a dollar sign, cents)
cp33:13|correct|tag|'<answer>\n$88.00\n</answer>' (a dollar sign, cents)
cp33:14|wrong|tag|the levels halved going down; '<answer>7.5</answer>' (gold 60)
cp33:15|correct|tag|no think block
cp33:16|wrong|tag|'The top (5th) level' (five levels); '<answer>\n6.2\n</answer>' (gold 60); line 76 completion 3 crosses into 560000
k93d:0|correct|tag|the page at 48000 opens inside q3 r2's response (not taken)
k93d:1|correct|tag|'<answer> $24$ </answer>'
k93d:2|correct|tag|'\boxed{24}' in the think block; '<answer>24</answer>'
k93d:3|correct|tag|'<answer> $24$ </answer>'
k93d:4|correct|tag|'<answer> $24$ </answer>'
k93d:5|correct|tag|
k93d:6|correct|tag|'$3 + 3 + 1 = 7$' (a muddled carry) then '8.18'; '<answer>8.18</answer>'
k93d:7|correct|tag|an array in the think block
k93d:8|correct|tag|
k93d:9|correct|tag|
k93d:10|correct|tag|'<answer> $8.18$ </answer>'
k93d:11|correct|tag|muddled column sums, then 'The final sum is $8.18$.'; '<answer>8.18</answer>'
k93e:0|correct|tag|its prompt opens on the page at 48000 (read); '4 + 8 + 1 = 13' (muddled working); '<answer>8.18</answer>'
k93e:1|correct|tag|inline delimiters in the tag: '<answer> \(10\pi\) </answer>'
k93e:2|correct|tag|'<answer>10\pi</answer>'
k93e:3|correct|tag|malformed closing tags with a space: '</ think> <answer>10\pi</ answer>'
k93e:4|correct|tag|'\boxed{10\pi}' in the think block; '<answer>10$\pi$</answer>' (math mode around pi only)
k93e:5|correct|tag|a Unicode pi in the tag: '<answer>10π</answer>'
k93e:6|correct|tag|'<answer>10\pi</answer>'
k93e:7|correct|tag|a Unicode pi in the tag: '<answer>10π</answer>'
k93e:8|correct|tag|'<answer>10pi </answer>' (pi spelled out, no backslash); q6 r0's response crosses into the page at 80000 (not read)
k94d:0|wrong|tag|the page at 48000 opens inside q2 r4's response (not taken); '1+92=\boxed{93}' in the think block; '<answer> 93 </answer>' (gold 57)
k94d:1|wrong|tag|a negative count retracted ('we must have made a mistake'), then '49 + 1150 = 1199'; '<answer>1199</answer>' (gold 57)
k94d:2|wrong|tag|'<answer> 587 </answer>' (gold 57)
k94d:3|correct|tag|'<answer>12 </answer>'
k94d:4|correct|tag|'<answer> 12 </answer>'
k94d:5|wrong|boxed|no tags: Python and its output, then '\(\boxed{6}\)' (gold 12); the line crosses into the page at 64000, the response wholly on 48000
k94e:0|correct|tag|
k94e:1|wrong|tag|'<answer>48 </answer>' (gold 12)
k94e:2|wrong|tag|'4 × 3 × 2 = 24' (a Unicode times); '<answer>24</answer>' (gold 12)
k94e:3|correct|tag|
k94e:4|correct|tag|'<answer> 12 </answer>'
k94e:5|correct|tag|
k94e:6|correct|tag|'\boxed{6}' in the think block; '<answer>6 </answer>'
k94e:7|correct|tag|
k94e:8|wrong|tag|'Therefore, $a=1$ and $b=2$.' then '<answer>3</answer>' (gold 6); q4 r4's response crosses into the page at 80000 (not read)
k95d:0|correct|tag|the page at 48000 opens inside q4 r2's response (not taken)
k95d:1|correct|tag|
k95d:2|correct|tag|'<answer>2 </answer>'
k95d:3|correct|tag|'{2^1} + {2^0}' (a muddled sum) then 'sums up to 2'; '<answer>2 </answer>'
k95d:4|correct|tag|'<answer> 2 </answer>'
k95d:5|correct|tag|'<answer> (-6,6) </answer>' for (-6, 6) (no space)
k95d:6|correct|tag|'<answer> (-6, 6) </answer>'
k95d:7|correct|tag|an unclosed '$' before '</think>'; '<answer> (-6,6) </answer>'
k95d:8|correct|tag|'<answer> $(-6, 6)$ </answer>'
k95d:9|correct|tag|'<answer> (-6, 6) </answer>'
k95d:10|correct|tag|'<answer> (-6,6) </answer>'; q5 r6's line opens at the end of the page (its response on 64000)
k95e:0|correct|tag|its line opens on the page at 48000 (read); '\boxed{(-6, 6)}' in the think block; '<answer> (-6, 6) </answer>'
k95e:1|correct|tag|'<answer> (-6,6) </answer>'
k95e:2|wrong|tag|'<answer> -512000000 </answer>' (gold -14400)
k95e:3|wrong|tag|the sign lost: '<answer>14400</answer>' (gold -14400)
k95e:4|wrong|boxed|no tags: Python and its output, then 'The final answer is:\n\n\[\n\boxed{14400}\n\]' (the sign lost; gold -14400)
k95e:5|wrong|tag|'<answer>0</answer>' (gold -14400)
k95e:6|wrong|tag|'<answer> 30240 </answer>' (gold -14400)
k95e:7|wrong|tag|'<answer>1</answer>' (gold -14400)
k95e:8|wrong|tag|'<answer>0</answer>' (gold -14400); q6 r7's response crosses into the page at 80000 (not read)
cp34:0|correct|tag|joined across the pages at 544000 and 560000 (the edge after '64\)),'); the levels doubled going down; a '<think>' block AFTER the working; '<answer>60</answer>'
cp34:1|wrong|tag|'<answer>\n7.5\n</answer>' (gold 60)
cp34:2|wrong|tag|'<answer>\n7.5\n</answer>' (gold 60)
cp34:3|wrong|tag|'<answer>\n7.5\n</answer>' (gold 60)
cp34:4|wrong|tag|'<answer>\n7.5\n</answer>' (gold 60)
cp34:5|correct|tag|a '<think>' block AFTER the working
cp34:6|wrong|truncated|no answer tag: 'Therefore, she will need 4 bags of dog food in the first year.' then a think block cut at the length cap inside 'she will need 4 bags of dog food'; wrong by the last stated result (gold 5)
cp34:7|wrong|tag|'<answer>2</answer>' (gold 5)
cp34:8|correct|tag|no think block
cp34:9|correct|tag|'550 cups / 110 cups/bag \u2248 5 bags' (an approximately sign for an exact quotient); '<answer>\n5\n</answer>'
cp34:10|wrong|truncated|no answer tag: 'Cecilia will use approximately 9 bags of dog food in the first year.' then '<think>\nReason here.' where the text ends (the length cap); wrong by the last stated result (gold 5)
cp34:11|correct|tag|no think block
cp34:12|correct|tag|no think block; line 78 completion 0 crosses into 576000
cp35:0|correct|tag|joined across the pages at 560000 and 576000 (the edge inside 'Sarah's'); no think block
cp35:1|correct|tag|no think block
cp35:2|correct|tag|'\u2019' escapes as the file writes them; no think block
cp35:3|correct|tag|no think block
cp35:4|correct|tag|no think block
cp35:5|correct|tag|no think block
cp35:6|correct|tag|no think block
cp35:7|correct|tag|no think block
cp35:8|correct|tag|'<answer>$6.00</answer>' (a dollar sign, cents)
cp35:9|correct|tag|'<answer>\n$6.00\n</answer>' (a dollar sign, cents)
cp35:10|correct|tag|'<answer>$6.00</answer>' (a dollar sign, cents)
cp35:11|correct|tag|'<answer>\n$6\n</answer>' (a dollar sign)
cp35:12|correct|tag|'Savings = Cost with less expensive option - Cost with more expensive option' (the words swapped); '<answer>$6.00</answer>'
cp35:13|correct|tag|'<answer>\n$6.00\n</answer>' (a dollar sign, cents)
cp35:14|correct|tag|no think block
cp35:15|wrong|tag|savings against buying single flowers at $1; '<answer>\n$9\n</answer>' (gold 6)
cp35:16|correct|tag|no think block
cp35:17|correct|tag|'<answer>$70</answer>' (a dollar sign)
cp35:18|correct|tag|'<answer>\n$70\n</answer>' (a dollar sign)
cp35:19|correct|tag|'<answer>\n$70\n</answer>' (a dollar sign); line 80 completion 4 crosses into 592000 (not read)
k96d:0|wrong|tag|the page at 48000 opens inside this line's prompt (the key inferred from the next line's 'q3 r7'; its gold on the page); a think block that never computes the sum; '<answer>1020</answer>' (gold 199)
k96d:1|wrong|tag|'<answer> 1090 </answer>' (gold 199)
k96d:2|correct|tag|a box inside the tag: '<answer> \boxed{\frac{5}{6}} </answer>' for \frac56
k96d:3|wrong|boxed|no tags: 'the final answer should be:\n\n\[\n\boxed{1}.\n\]\n\nSo the answer is: \(\boxed{1}\).' (gold \frac56)
k96d:4|correct|tag|'\boxed{\frac{5}{6}}' in the think block; '<answer>5/6 </answer>' for \frac56
k96d:5|correct|tag|a stray backslash before '</think>'; '<answer> \boxed{\frac{5}{6}}  </answer>' for \frac56
k96d:6|wrong|truncated|no tags, cut at the 1024-token cap: '\frac{5}{6}' for the telescoped sum, then 'Therefore, the final answer is \[\frac{1}{\log_{10} 2} \cdot \frac{5}{6} = \frac{5}{6 \log_{10} 2} = ...' cut inside the display; wrong by the last stated result, 5/(6 log10 2) (gold \frac56); q4 r5's response crosses into the page at 64000
k96e:0|correct|tag|its prompt opens on the page at 48000 (read); inline delimiters in the tag: '<answer> \(\frac{5}{6}\) </answer>'
k96e:1|correct|boxed|no '</think>' and no opening answer tag: 'Therefore, the final answer is \[\boxed{\frac{5}{6}}.\]</answer>'
k96e:2|correct|boxed|'</think>' then a display box and no answer tag: '</think> \[\boxed{\frac{5}{6}}\]'
k96e:3|correct|tag|the response opens with a space; '<answer> 35 </answer>'
k96e:4|correct|tag|
k96e:5|correct|tag|the response opens with a space; '<answer> 35 </answer>'
k96e:6|correct|tag|the response opens with a space; '<answer> 35 </answer>'
k96e:7|correct|tag|the response opens with a space; '<answer> 35 </answer>'
k96e:8|correct|tag|the response opens with a space; '<answer> 35 </answer>'
k96e:9|correct|tag|
k96e:10|correct|tag|q6 r0's response lies on the page at 80000 (not read)
k97d:0|correct|boxed|the page at 48000 opens inside this line's prompt (the key inferred from the next line's 'q3 r0'; its gold on the page); no tags: 'Thus, the answer is \(\boxed{13}\).'
k97d:1|correct|tag|
k97d:2|correct|tag|
k97d:3|correct|tag|'<answer>50 </answer>'
k97d:4|correct|tag|
k97d:5|correct|tag|a unit word in the tag: '<answer>50 yards</answer>'
k97d:6|correct|tag|
k97d:7|correct|tag|a unit word in the tag: '<answer>50 yards</answer>'
k97d:8|correct|tag|q4 r0's response crosses into the page at 64000
k97e:0|correct|tag|joined across the pages at 48000 and 64000 (the edge inside 'to')
k97e:1|correct|tag|
k97e:2|correct|tag|'<answer>2 </answer>'
k97e:3|correct|tag|
k97e:4|correct|tag|'<answer>2 </answer>'
k97e:5|correct|tag|
k97e:6|correct|tag|
k97e:7|correct|tag|
k97e:8|correct|tag|wrong areas in the working (two walls, triangular roof faces) that still need 2 sections; '<answer>54.60</answer>' for the gold ' \$ 54.60' (no dollar sign); q5 r1's response crosses into the page at 80000 (not read)
k98d:0|correct|tag|the page at 48000 opens inside q4 r0's metadata; '\boxed{29}' in the think block; '<answer>29 </answer>'
k98d:1|correct|tag|'\boxed{29}' in the think block
k98d:2|correct|tag|
k98d:3|correct|tag|'<answer>29 </answer>'
k98d:4|correct|tag|'<answer>29 </answer>'
k98d:5|wrong|tag|'<answer>15 </answer>' (gold 29)
k98d:6|correct|tag|'<answer>29 </answer>'
k98d:7|wrong|tag|an invented 'The User asks:' inside the think block; the answer tag holds a rambling reply whose only value is 'n=3^4\cdot5^4=36\cdot625=22500' (n itself, not n/75; gold 432)
k98e:0|no_answer|truncated|joined across the pages at 48000 and 64000 (the edge inside '(1+1)(1+1)'); no tags: a loop of 'The correct prime factorization for $n$ is ...' factorizations, each 'still not $75$', cut at the 1024-token cap ('which is') before any answer
k98e:1|wrong|tag|'n=...=31500' in the think block; '<answer>420</answer>' (gold 432)
k98e:2|wrong|tag|'<answer>150</answer>' (gold 432)
k98e:3|wrong|boxed|no tags: 'Answer: \( \boxed{300} \)', an unasked output block, then 'the value of \( \frac{n}{75} \) is \( \boxed{300} \).' (gold 432)
k98e:4|correct|tag|
k98e:5|correct|tag|'\boxed{432}' in the think block
k98e:6|wrong|tag|a sentence in the tag: '<answer> $2^4 \cdot 3^4 \cdot 5^1 \cdot 7^1 = 105120$, so $\frac{n}{75} = 1424$. </answer>' (gold 432); q6 r0's response lies on the page at 80000 (not read)
cp36:0|correct|tag|joined across the pages at 576000 and 592000 (the edge inside 'grooming'); '<answer>$70</answer>' (a dollar sign)
cp36:1|correct|tag|'<answer>\n$70\n</answer>' (a dollar sign)
cp36:2|correct|tag|a '<think>' block AFTER the working
cp36:3|correct|tag|'<answer>\n$70\n</answer>' (a dollar sign)
cp36:4|correct|tag|no think block
cp36:5|correct|tag|no think block
cp36:6|correct|tag|no think block
cp36:7|correct|tag|no think block
cp36:8|correct|tag|no think block
cp36:9|correct|tag|no think block
cp36:10|correct|tag|no think block
cp36:11|correct|tag|no think block
cp36:12|correct|tag|no think block
cp36:13|correct|tag|no think block
cp36:14|correct|tag|'<answer>17</answer>'
cp36:15|correct|tag|no think block
cp36:16|correct|tag|no think block
cp36:17|correct|tag|a '<think>' block AFTER the working
cp36:18|correct|tag|a '<think>' block AFTER the working; '<answer>17</answer>'
cp36:19|correct|tag|no think block
cp36:20|correct|tag|no think block
cp36:21|correct|tag|no think block
cp36:22|correct|tag|no think block
cp36:23|correct|tag|no think block
cp36:24|correct|tag|joined across the pages at 592000 and 608000 (the edge inside 'Given'); escaped quotes in the working
cp36:25|correct|tag|'<answer>623</answer>'
cp36:26|correct|tag|'<answer>623</answer>'
cp36:27|correct|tag|no think block
cp37:0|correct|tag|a '<think>' block AFTER the working
cp37:1|correct|tag|a '<think>' block AFTER the working; '<answer>600</answer>'
cp37:2|correct|tag|'Now let's write the final answer:' then the tag and a newline after it
cp37:3|correct|tag|no think block
cp37:4|correct|tag|no think block
cp37:5|correct|tag|'\[ \boxed{600} \]' in the working, then a '<think>' block and '<answer>600</answer>'
cp37:6|correct|tag|no think block
cp37:7|correct|tag|a '<think>' block AFTER the working
cp37:8|correct|tag|a newline after '</answer>'
cp37:9|correct|tag|'<answer>15</answer>'
cp37:10|correct|tag|no think block
cp37:11|correct|tag|a '<think>' block (not the template's) AFTER the working; '<answer>15</answer>'
cp37:12|correct|tag|no think block
cp37:13|correct|tag|no think block
cp37:14|correct|tag|a '<think>' block AFTER the working
cp37:15|correct|tag|a '<think>' block AFTER the working; the next line (86) is on the page at 624000 (not read)
k74e:0|correct|tag|the page at 64000 opens inside q3 r3's response (its start on the page at 48000, not read this round; not taken); wrong reasoning ('S consists of $x = -2$ and $x = -6$') that still counts 2; '<answer>2</answer>'
k74e:1|no_answer|truncated|no tags: fixed points 3 and -2 found, then a sympy script cut at the 1024-token cap ('solutions_f_3 =') before any answer
k74e:2|no_answer|truncated|debatable: no tags; 'the number of elements in $S$ is $\boxed{\infty}$. However, ... we can see that $S$ is a finite set.' (the box retracted), then a repeat of the working cut at the 1024-token cap with no new value: no_answer
k74e:3|correct|tag|wrong fixed points ('$x = -6, 1 + \sqrt{7}$') that still count 2; '<answer>2</answer>'; q4 r0's response crosses into the page at 80000 (not read)
k75e:0|wrong|boxed|the page at 64000 opens inside q3 r3's metadata; no answer tag: '\[\boxed{270.4}\]\n[/think]</find>' (gold 245)
k75e:1|wrong|tag|'<answer>121</answer>' (gold 245); q3 r6's response crosses into the page at 80000 (not read)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
