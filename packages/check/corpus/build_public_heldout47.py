__doc__ = r"""Build public_heldout47.jsonl: a 47th held-out round of REAL model completions (issue 25).

Why: rounds 1-46 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (metrics, format_reward, answer_reward, reward, rewards and the
like) were not used to label.

Method (round 45's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: the file's JSON string (decoded once
more by the build). The helper pasted each completion's string as the read_file answer displays it
(the page text JSON-escaped once more) into scratch files (one record a line: source, record
number, key, file gold, question opening and the display string, separated by ' ||| '; a leading
space of a completion or of a gold kept as a second space after the separator), and a small script
(mk.py) decoded that display form once into the file-level string (`r`) and checked that `r`
decodes; no record was re-encoded or retyped from its decoded form. A record is taken only when its
whole completion lies on the pages read; a completion crossing the edge between two consecutive
pages that were both read was joined at the edge (the two display strings concatenated): cp39 rec 0
= eval_outputs line 88 completion 3 across 624000/640000; cp40 rec 0 = line 90 completion 6 across
640000/656000; cp41 rec 0 = line 93 completion 2 across 656000/672000; cp42 rec 0 = line 95
completion 1 across 672000/688000; cp43 rec 0 = line 97 completion 3 across 688000/704000; cp44
rec 0 = line 99 completion 5 across 704000/720000; cpx45 rec 0 = line 101 completion 6 across
720000/736000; cpx46 rec 0 = line 104 completion 3 across 736000/752000. No KleistvonLiu rollout
was joined. Records whose opening fields lie on an earlier page not read, but whose response and
gold lie wholly on the page read, were taken as read, the key inferred from the next line's
(question_index, rollout_index): k76e rec 0 (step 76 q4 r6), k77e rec 0 (step 77 q3 r6), k80e rec
0 (step 80 q5 r0), k99e rec 0 (step 99 q3 r2), k101e rec 0 (step 101 q2 r5), k103e rec 0 (step
103 q4 r4), k105e rec 0 (step 105 q4 r0), k75f rec 0 (step 75 q3 r6), k83f rec 0 (step 83 q5 r0),
k84f rec 0 (step 84 q6 r4); and cp38 rec 0 (line 86, whose model field opens the page at 624000).
Records whose response lies wholly on the page and only the line's metadata crosses into the next
page (not read) were taken: k76e rec 9, k82e rec 12, k87e rec 5, k102e rec 5, k104e rec 5.
Not transcribed (read, but left out): the first, partial response or metadata of every
KleistvonLiu page read where it opens inside one (step 78 inside q4 r1's metadata, 79 inside q3
r4's response, 81 inside q5 r0's metadata, 82 inside q4 r4's, 87 inside q4 r4's, 91 inside q3
r6's, 100 inside q4 r5's response, 102 inside q4 r1's metadata, 104 inside q2 r6's, 74 page 5
inside q4 r0's response, whose start is on the page at 64000, not read this round); the last
rollout of every KleistvonLiu page read, which crosses into the next page (not read) where its
response does; step 79 q3 r5 (k79e rec 0: a degenerate loop repeating one equation to the
1024-token cap, whose repeat count could not be transcribed reliably); step 80 q5 r5 and q5 r7
(the same text word for word as q5 r0, kept as k80e rec 0); step 91 q4 r1 (k91e rec 2: the same
text word for word as an earlier round's completion, dedup.py); codearky line 106 completion 5
(crosses into the page at 768000, not read). Nothing is shortened. Every completion was compared
(whitespace-normalised) with every completion of rounds 1-46 (the completion fields of
packages/check/corpus/public_heldout*.jsonl, 46 files, by script, dedup.py): none kept repeats an
earlier round's completion, and no two completions kept in this round are equal.

Repositories (314 records): codearky/cross-policy-with-trl 165 (52.5 %),
KleistvonLiu/assignment5-alignment 149 (47.5 %); only these two (another helper gathered from other
repositories at the same time). No licence file was found for either in the index (find_files
path LICENSE, this round, as rounds 16-46 found); `licence` per record.

Split: think_answer 314 (every record's prompt asks for the tag format; 296 are labelled by an
answer tag, one of them with no closing tag (k74f rec 1) and one with LaTeX-style pseudo-tags
(k105e rec 1), 14 by a box with no opening answer tag, 4 are cut at the length cap); GSM8K 165
(codearky), MATH 149 (KleistvonLiu). Truths: correct 219, wrong 92, no_answer 3 (GSM8K 132 / 32 /
1, MATH 87 / 60 / 2). Forms: tag 296, boxed 14, truncated 4. 2 debatable (k80e rec 7, k105e rec
2). No long chain-of-thought source this round: the brief named only these two repositories, both
tag-format (their untagged completions, boxes, Python with outputs and cut-off working, are the
nearest to chain-of-thought here).

Selection (records as they come, not by how hard they look; each file read from the offset named, in
file order; every record whose completion lies on the pages read taken unless said above):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold): outputs/grpo_full_mathv2/rollout_step_0000NN/
  rollouts.jsonl, page 4 (offset 64000) of steps 76-82, 87, 91 and 99-105 (= k76e ... k105e) and
  page 5 (offset 80000) of steps 74, 75, 83 and 84 (= k74f, k75f, k83f, k84f). Forms:
  '<answer> -5 </answer>', '<answer> $-5$ </answer>', '<answer>150</answer>' for the gold '\$150',
  '<answer>2 seconds</answer>' (a unit word), '<answer>8:34 PM</answer>' for 8\!:\!34 \text{ p.m.},
  '<answer>4:34 PM on the previous day.</answer>', '<answer>60</answer>' and '<answer>61</answer>'
  for degree golds, '<answer> $\pm \sqrt{2}$ </answer>' and '<answer>\(\sqrt{2}, -\sqrt{2}\)</answer>'
  for '\sqrt{2}, -\sqrt{2}', '<answer> \(-\frac{a}{3}\) </answer>', '<answer> $0,-a$ </answer>',
  '<answer> $\boxed{5}$ </answer>', an expression in a and b in a boxed tag, '<answer>$4x+2y-3z-10=0$
  </answer>', malformed think closings ('[/think]', '</thim>', no '</think>' before the tag), no
  closing answer tag ('<answer> $2\sqrt{15}$' at the end), no opening answer tag
  ('\boxed{\frac{5}{2}}$.</answer>'), LaTeX-style pseudo-tags ('\end{think} \begin{answer}
  $\frac{5}{2}$ \end{answer}'), no tags with Python and its output (one '\r\n' script, one output
  '(-20+0j)'), '### Answer: ... $\boxed{49}$.', responses cut at the 1024-token cap (a retracted
  '\frac{25}{18}', a set-aside plane equation, a checked 5/2), a response opening with a space,
  '°' and '×' as the file writes them; golds with a leading space (' 315').
* codearky/cross-policy-with-trl (GSM8K test in order; the tag prompt): eval_outputs.jsonl pages at
  624000 (cp38), 640000 (cp39), 656000 (cp40), 672000 (cp41), 688000 (cp42), 704000 (cp43),
  720000 (cp44, cpx44), 736000 (cpx45), 752000 (cpx46): lines 86-106. Lines 86-100 (GSM8K test
  85-99) are the baseline GRPO checkpoint-600 (Qwen2.5-0.5B-Instruct) of rounds 16-45; from line
  101 the file holds another model's block, the cross-policy run's policy0/checkpoint-700 (the
  file's model field), starting again at GSM8K test question 0 (lines 101-106 = test 0-5; no
  earlier builder names this model). Forms: '<answer>\n44\n</answer' (no closing '>'),
  '<answer>\n$9583.20\n</answer>', '<answer>\n8,000\n</answer>', '<answer>\n$70,000\n</answer>',
  '<answer>$18</answer>', '<answer>\n52.8\n</answer>', a sentence after the tag ('Harald sold 8000
  copies.'), two '</think>' closings in the working, '<think>' blocks (many opening with the
  template's 'Reason here.') AFTER the working, boxes with no tag, Python whose output is 'Done'
  then a box, a completion cut at the length cap inside a heading (cp41 rec 11), '\u2019', '\u00d7'
  and '\u2248' escapes kept as the file writes them.

Label conventions (rounds 37-46's): the last final answer counts; a hedge between values or the gold
with another value is wrong; a response cut before any final answer is no_answer; equal in value but
written differently is correct (a unit word inside the tag, a '$' sign and cents, thousands commas,
'150' for '\$150', '60' / '61' for degree golds, '8:34 PM' for 8\!:\!34 \text{ p.m.}, '\pm \sqrt{2}'
for '\sqrt{2}, -\sqrt{2}'); another quantity is wrong (a monthly salary where the annual is asked);
in the tag format the `<answer>` content is the final answer whatever the think block says; with no
answer tag the completion is labelled by its last box or last stated result; malformed or
pseudo-tags do not change which answer counts. Debatable this round: k80e rec 7 (no tags; 'Thus,
the equation of plane $P$ is x - 2y + 2z + 2\sqrt{3} - 3 = 0.' then 'However, our goal is to have
... integers', rescalings cut at the cap with no new answer: no_answer, as round 45's k74e rec 2);
k105e rec 2 (no tags; the maximum stated as 5/2, Python, then a manual check of 5/2 cut at the cap:
correct by the last stated result, as round 45's cp34 recs 6 and 10 were labelled by theirs).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question that opens with the record's
question words (taken from codearky's user turn), checked equal to the file's own `answer`; all
codearky questions are in gsm8k/test.jsonl (lines 85-99 and 0-5). MATH: the KleistvonLiu problems'
opening words are looked up in MATH-500; none of the problems read here is there, so the file's own
answer (its MATH test gold, `ground_truth`) as transcribed (for step 83 q5 ' 315', with the file's
leading space).

Leads for a later round: KleistvonLiu page 5 (offset 80000) of steps 76-82, 87, 91 and 99-105
(each page 4 read here ends inside a rollout that page 5 completes) and of steps 85, 86 and 88-98
(unread; each page 4 read by rounds 43 and 45 ends inside a rollout that page 5 completes), page 6
(offset 96000) of steps 74, 75, 83 and 84; codearky eval_outputs.jsonl from 768000 (line 106
completion 5 on, the policy0 block; the file is 1,456,743 characters, about 43 pages left).

Usage: python build_public_heldout47.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout47.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout47.jsonl"
SOURCE = "public_heldout47"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-45 took pages 0-3 of steps "
    "74-105, page 4 of steps 74, 75, 83-86, 88-90 and 92-98, other pages of later steps; this "
    "round page {} (offset {}) of step {}), "
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

# short id -> (step, page); page 4 = offset 64000, page 5 = offset 80000
KL_PAGES = {
    **{
        f"k{s}e": (s, 4)
        for s in (76, 77, 78, 79, 80, 81, 82, 87, 91, 99, 100, 101, 102, 103, 104, 105)
    },
    **{f"k{s}f": (s, 5) for s in (74, 75, 83, 84)},
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


def _cp(short: str, pages: str, model: str = "") -> tuple:
    return (
        f"{short}-qwen25-05b-{'cross-policy' if model else 'grpo'}-gsm8k",
        CP,
        "eval_outputs.jsonl",
        CPC,
        (model or CP_MODEL).format(pages),
        CP_PROMPT,
        "think_answer",
        "gsm8k",
        "answer",
        NO_LICENCE,
    )


CPX_MODEL = (
    "a cross-policy GRPO checkpoint: runs/cross-policy-grpo-qwen/20260109_151644/policy0/"
    "checkpoint-700 (the file's model field; from line 101 on the file holds this model's block, "
    "GSM8K test questions again from question 0: line N = GSM8K test question N-101); policy 0 of "
    "the repo's cross-policy GRPO run (trl/examples/scripts/cross_policy_grpo.py, which round 16 "
    "read for baseline0; not re-read here), from Qwen/Qwen2.5-0.5B-Instruct on GSM8K train, "
    "sampled by the same eval script (8 completions a question); this round the page at {}; the "
    "record is one entry of a line's `completions`"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
# fmt: off
SOURCES = {
    **{short: _kl(short) for short in KL_PAGES},
    "cp38": _cp("cp38", "624000 (lines 86-87, line 88 completions 0-2; the page opens inside line "
                "86's model field)"),
    "cp39": _cp("cp39", "640000 (line 88 completions 3-7, line 89, line 90 completions 0-5; line 88 "
                "completion 3 joined across 624000/640000)"),
    "cp40": _cp("cp40", "656000 (line 90 completions 6-7, lines 91-92, line 93 completions 0-1; "
                "line 90 completion 6 joined across 640000/656000)"),
    "cp41": _cp("cp41", "672000 (line 93 completions 2-7, line 94, line 95 completion 0; line 93 "
                "completion 2 joined across 656000/672000)"),
    "cp42": _cp("cp42", "688000 (line 95 completions 1-7, line 96, line 97 completions 0-2; line 95 "
                "completion 1 joined across 672000/688000)"),
    "cp43": _cp("cp43", "704000 (line 97 completions 3-7, line 98, line 99 completions 0-4; line 97 "
                "completion 3 joined across 688000/704000)"),
    "cp44": _cp("cp44", "720000 (line 99 completions 5-7, line 100; line 99 completion 5 joined "
                "across 704000/720000)"),
    "cpx44": _cp("cpx44", "720000 (line 101 completions 0-5)", CPX_MODEL),
    "cpx45": _cp("cpx45", "736000 (line 101 completions 6-7, lines 102-103, line 104 completions "
                 "0-2; line 101 completion 6 joined across 720000/736000)", CPX_MODEL),
    "cpx46": _cp("cpx46", "752000 (line 104 completions 3-7, line 105, line 106 completions 0-4; "
                 "line 104 completion 3 joined across 736000/752000)", CPX_MODEL),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
cp38:0|correct|tag|the page at 624000 opens inside line 86's model field (the line's question, answer and completions on the page); no think block
cp38:1|correct|tag|no think block
cp38:2|wrong|tag|'vacationing for 12 years (34 - 23)'; '<answer>\n12\n</answer>' (gold 44)
cp38:3|wrong|tag|'11 + 1 = 12'; '<answer>\n12\n</answer>' (gold 44)
cp38:4|wrong|tag|'11 * 4 * 4' = 176; '<answer>\n176\n</answer>' (gold 44)
cp38:5|correct|tag|a '<think>' block AFTER the working; the closing tag malformed ('</answer' with no '>'): '<answer>\n44\n</answer'
cp38:6|correct|tag|no think block
cp38:7|correct|tag|no think block
cp38:8|correct|tag|no think block
cp38:9|correct|tag|no think block
cp38:10|correct|tag|no think block
cp38:11|correct|tag|a '<think>' block AFTER the working; '<answer>22</answer>'
cp38:12|correct|tag|'<answer>22</answer>'
cp38:13|correct|tag|no think block
cp38:14|correct|tag|no think block
cp38:15|correct|tag|'So, the answer is 22.' then the tag
cp38:16|wrong|tag|'<answer>\n$660\n</answer>' (a monthly salary; gold 9360)
cp38:17|wrong|tag|'<answer>\n$9583.20\n</answer>' (compounded raises; gold 9360)
cp38:18|wrong|tag|'<answer>\n798.60\n</answer>' (a monthly salary; gold 9360)
k76e:0|correct|tag|the page at 64000 opens inside q4 r6's prompt (key inferred from the next line's 'q4 r7'; its response and gold on the page); 'Therefore, the answer is -5.</think> <answer> -5 </answer>'
k76e:1|correct|tag|'<answer> $-5$ </answer>' (dollar delimiters in the tag)
k76e:2|wrong|tag|'<answer>28 </answer>' (gold 0: each wants someone shorter, so no handshake takes place)
k76e:3|wrong|tag|'<answer>28 </answer>' (gold 0)
k76e:4|wrong|tag|'<answer>28</answer>' (gold 0)
k76e:5|wrong|tag|'<answer>28 </answer>' (gold 0)
k76e:6|wrong|tag|'<answer>28</answer>' (gold 0)
k76e:7|wrong|tag|'<answer>28</answer>' (gold 0)
k76e:8|wrong|tag|'<answer>28</answer>' (gold 0)
k76e:9|wrong|tag|'0 + 1 + ... + 6 = 21'; '<answer>21 </answer>' (gold 0); the response wholly on the page, the line's metadata crosses into the page at 80000 (not read)
k77e:0|no_answer|truncated|the page at 64000 opens inside q3 r6's prompt (key inferred from the next line's 'q3 r7'; the response and gold on the page); no tags: '\cos A = \frac{25}{18}' twice rejected ('not possible for a cosine function'), then a third approach cut at the 1024-token cap mid-equation before any answer
k77e:1|wrong|tag|'\boxed{\frac{37}{38}}' in the think block; '<answer>37/38</answer>' (gold \frac{7}{9})
k77e:2|correct|tag|'<answer>150</answer>' for the gold '\$150'
k77e:3|correct|tag|'<answer>150</answer>' for the gold '\$150'
k77e:4|correct|tag|'<answer>150</answer>' for the gold '\$150'; q4 r3 crosses into the page at 80000 (not read)
k78e:0|correct|tag|the page at 64000 opens inside q4 r1's metadata (not taken); '<answer> -256 </answer>'
k78e:1|correct|tag|'So the final answer is $-256$.' then '<answer> -256 </answer>'
k78e:2|correct|tag|'<answer> -256 </answer>'
k78e:3|wrong|tag|'-16 is not real' (a slip); '<answer>256</answer>' (gold -256)
k78e:4|correct|tag|'<answer>-256</answer>'
k78e:5|wrong|boxed|no tags: Python whose printed output is '(-20+0j)', then '\boxed{-20}' (gold -256)
k78e:6|correct|tag|'<answer>20 </answer>'
k78e:7|correct|tag|'<answer>20</answer>'; q5 r2 crosses into the page at 80000 (not read)
k79e:1|wrong|boxed|no tags: sympy with its output, then '\(\boxed{2}\)' (gold \frac{4}{3}); the page at 64000 opens inside q3 r4's response (not taken); q3 r5 (rec 0), a degenerate loop repeating one equation to the 1024-token cap, left out (its repeat count could not be transcribed reliably)
k79e:2|wrong|tag|'$\boxed{0}$' in the think block; '<answer>0</answer>' (gold \frac{4}{3})
k79e:3|correct|boxed|no tags: working, sympy and its output '5.00000000000000', then '\(\boxed{5}\)'
k79e:4|wrong|tag|the think block sets up the system and never solves it; '<answer>3</answer>' (gold 5)
k79e:5|wrong|tag|'r = \frac{4}{6}' and 'a = 6' (a slip); '<answer>6</answer>' (gold 5); q4 r3 crosses into the page at 80000 (not read)
cp39:0|wrong|tag|joined across the pages at 624000 and 640000 (the edge after 'considering a'); 'So, the answer is $9,583.20.' then '<answer>\n9583.20\n</answer>' (gold 9360); '\u2019' escape as the file writes it
cp39:1|wrong|tag|'<answer>\n$800.60\n</answer>' (a monthly figure with a slip; gold 9360)
cp39:2|wrong|tag|'<answer>\n$798.60\n</answer>' (gold 9360)
cp39:3|wrong|tag|'<answer>\n$798.60\n</answer>' (gold 9360)
cp39:4|wrong|tag|'<answer>\n$726\n</answer>' (gold 9360)
cp39:5|correct|tag|'<answer>\n8,000\n</answer>' (a thousands comma)
cp39:6|correct|tag|a newline after '</answer>'
cp39:7|correct|tag|two '</think>' closings with no opening tag in the working; '<answer>8,000</answer>'
cp39:8|correct|tag|'Therefore, my answer is:' then the tag, then a sentence after it ('Harald sold 8000 copies.')
cp39:9|correct|tag|two '</think>' closings in the working; '<answer>8,000</answer>'
cp39:10|correct|boxed|no tags: ends on 'the number of copies Harald sold is \(\boxed{8000}\).'
cp39:11|correct|tag|'<answer>8,000</answer>'
cp39:12|correct|tag|no think block
cp39:13|wrong|tag|'<answer>\n$18\n</answer>' (gold 24); '\u00d7' escapes as the file writes them
cp39:14|wrong|tag|'<answer>\n$6\n</answer>' (gold 24)
cp39:15|wrong|tag|'<answer>\n18\n</answer>' (gold 24)
cp39:16|correct|tag|'<answer>\n$24\n</answer>' (a dollar sign)
cp39:17|wrong|tag|'<answer>\n$18\n</answer>' (gold 24)
cp39:18|wrong|tag|'<answer>\n18\n</answer>' (gold 24); completion 6 crosses into the page at 656000
k80e:0|correct|tag|the page at 64000 opens inside q5 r0's prompt (key inferred from the next line's 'q5 r1'; the response and gold on the page); '<answer> $-4$ </answer>'
k80e:1|correct|tag|'<answer> -4 </answer>'
k80e:2|correct|tag|'<answer> $-4$ </answer>'
k80e:3|correct|tag|'<answer> -4 </answer>'
k80e:4|correct|tag|'<answer>-4</answer>'; q5 r5 (the same text word for word as q5 r0, rec 0) and q5 r7 (the same as q5 r0 too) not taken
k80e:5|correct|tag|'<answer> -4 </answer>' (q5 r6)
k80e:6|wrong|tag|'<answer>$4x+2y-3z-10=0$</answer>' (gold 5x - 11y + z - 17 = 0)
k80e:7|no_answer|truncated|debatable: no tags; 'Thus, the equation of plane $P$ is x - 2y + 2z + 2\sqrt{3} - 3 = 0.' then 'However, our goal is to have ... integers' (set aside), rescalings cut at the 1024-token cap with no new answer: no_answer; q6 r2 crosses into the page at 80000 (not read)
cp40:0|wrong|tag|joined across the pages at 640000 and 656000 (the edge inside 'friends'); '<answer>\n18\n</answer>' (gold 24)
cp40:1|wrong|tag|a '<think>' block (not the template's) AFTER the working; '<answer>\n$18\n</answer>' (gold 24)
cp40:2|correct|tag|no think block
cp40:3|correct|tag|no think block
cp40:4|correct|tag|a '<think>' block AFTER the working
cp40:5|correct|tag|no think block
cp40:6|correct|tag|no think block
cp40:7|correct|tag|no think block
cp40:8|correct|tag|no think block
cp40:9|correct|tag|a '<think>' block AFTER the working
cp40:10|correct|tag|no think block
cp40:11|correct|tag|'<answer>28</answer>'
cp40:12|correct|tag|'So, the answer is 28.' then the tag
cp40:13|correct|tag|a '<think>' block AFTER the working
cp40:14|correct|tag|a '<think>' block AFTER the working
cp40:15|correct|tag|'<answer>28</answer>'
cp40:16|correct|tag|no think block
cp40:17|correct|tag|no think block
cp40:18|correct|tag|a '<think>' block AFTER the working; '\u2019' escape as the file writes it
cp40:19|correct|tag|'<answer>4</answer>'; completion 2 crosses into the page at 672000
k81e:0|correct|tag|the page at 64000 opens at the end of q5 r0's metadata (not taken); '<answer>9</answer>'
k81e:1|correct|tag|'<answer>9</answer>'
k81e:2|correct|tag|'\lfloor -5 \rfloor' written for |-5| in the working, still 9; '<answer>9 </answer>'
k81e:3|correct|tag|'<answer>9</answer>'
k81e:4|correct|tag|'<answer>9</answer>'
k81e:5|correct|tag|'<answer>9</answer>'
k81e:6|correct|boxed|no tags: working, Python and its output '9', then '\(\boxed{9}\)'
k81e:7|wrong|tag|'<answer>4:34 PM on the previous day.</answer>' (gold 8\!:\!34 \text{ p.m.})
k81e:8|correct|tag|'<answer>8:34 PM</answer>' for 8\!:\!34 \text{ p.m.}
k81e:9|correct|tag|'<answer>8:34 PM</answer>' for 8\!:\!34 \text{ p.m.}
k81e:10|wrong|tag|'<answer>4:34 AM </answer>' (gold 8\!:\!34 \text{ p.m.})
k81e:11|wrong|tag|'<answer>19:26</answer>' (gold 8\!:\!34 \text{ p.m.}); q6 r5 crosses into the page at 80000 (not read)
k82e:0|correct|tag|the page at 64000 opens inside q4 r4's metadata (not taken); '<answer>5</answer>'
k82e:1|correct|tag|'<answer>5</answer>'
k82e:2|correct|tag|'<answer>5</answer>'
k82e:3|correct|tag|'<answer>28</answer>'
k82e:4|correct|tag|'<answer>28</answer>'
k82e:5|correct|tag|'<answer>28</answer>'
k82e:6|correct|tag|'<answer>28</answer>'
k82e:7|correct|tag|'<answer>28</answer>'
k82e:8|correct|tag|the think block stops at 'A = 4 and B = 24' without the sum; '<answer>28</answer>'
k82e:9|correct|tag|'<answer>28</answer>'
k82e:10|correct|tag|'<answer>28</answer>'
k82e:11|correct|tag|'<answer>631 </answer>'
k82e:12|correct|tag|'<answer>631</answer>'; the response and gold on the page, the line's metadata crosses into the page at 80000 (not read)
k87e:0|correct|tag|the page at 64000 opens inside q4 r4's metadata (not taken); '<answer>57</answer>'
k87e:1|correct|tag|'<answer>57</answer>'
k87e:2|correct|tag|'<answer>57 </answer>'
k87e:3|wrong|tag|'$\boxed{2\sqrt{3}}$' in the think block; '<answer>$2\sqrt{3}$ </answer>' (gold \frac{8}{5})
k87e:4|correct|boxed|no tags: working with invented values, sympy printing '1.6', then '\boxed{\frac{8}{5}}'
k87e:5|wrong|tag|'<answer> $\boxed{\frac{a\sqrt{3} + 3b}{6\sqrt{a^2 - b^2}}}$ </answer>' (an expression in a and b; gold \frac{8}{5}); the response wholly on the page, the line's metadata crosses into the page at 80000 (not read)
cp41:0|correct|tag|joined across the pages at 656000 and 672000 (the edge inside 'step')
cp41:1|correct|tag|no think block
cp41:2|correct|tag|no think block
cp41:3|correct|tag|'so the answer is:' then the tag
cp41:4|correct|tag|no think block
cp41:5|correct|tag|a '<think>' block AFTER the working; '<answer>4</answer>'
cp41:6|correct|tag|no think block
cp41:7|wrong|tag|'<answer>\n52.8\n</answer>' (gold 36)
cp41:8|correct|tag|'<answer>36</answer>'
cp41:9|correct|tag|no think block
cp41:10|correct|tag|a '<think>' block AFTER the working
cp41:11|no_answer|truncated|no tags: working ('Lee's new time = ... 36 seconds', speeds) cut at the length cap inside step 6's heading before any answer for Gerald
cp41:12|wrong|tag|'x \u2248 38 seconds' retracted, then '<answer>\n36.36\n</answer>' (gold 36)
cp41:13|wrong|tag|'<answer>\n32.4\n</answer>' (gold 36); a newline after the tag
cp41:14|correct|tag|no think block; completion 1 crosses into the page at 688000
k91e:0|correct|tag|the page at 64000 opens inside q3 r6's metadata (not taken); '<answer>60</answer>' for 60^\circ (degrees in the question)
k91e:1|wrong|boxed|no tags: Python printing '(57344, '573')', then '\(\boxed{573}\)' (gold 376); q4 r1 (rec 2) left out: the same text word for word as an earlier round's completion (dedup.py)
k91e:3|wrong|boxed|no tags: Python printing '192', then '\(\boxed{192}\)' (gold 376)
k91e:4|wrong|tag|'<answer>638</answer>' (gold 376)
k91e:5|wrong|tag|'$\boxed{672}$' in the think block; '<answer>672</answer>' (gold 376); q4 r5 crosses into the page at 80000 (not read)
cp42:0|correct|tag|joined across the pages at 672000 and 688000 (the edge inside 'neighborhood')
cp42:1|correct|tag|a '<think>' block AFTER the working
cp42:2|correct|tag|no think block
cp42:3|correct|tag|a '<think>' block AFTER the working
cp42:4|correct|tag|no think block
cp42:5|wrong|tag|'60/2 = 30' cats, total 168, then a 'confirm' with 120 cats that ends '180 - 12 = 168' (the rabbits); 'Therefore, the answer is:' '<answer>168</answer>' (gold 348)
cp42:6|correct|tag|no think block
cp42:7|correct|tag|no think block
cp42:8|correct|tag|a '<think>' block AFTER the working
cp42:9|correct|tag|no think block
cp42:10|correct|tag|'<answer>40</answer>'
cp42:11|correct|tag|no think block
cp42:12|correct|tag|no think block
cp42:13|correct|tag|'<answer>40</answer>'
cp42:14|correct|tag|no think block
cp42:15|correct|tag|'<answer>3</answer>'
cp42:16|correct|tag|a '<think>' block AFTER the working
cp42:17|correct|tag|'<answer>3</answer>'; completion 3 crosses into the page at 704000
k99e:0|wrong|tag|the page at 64000 opens inside q3 r2's prompt (key inferred from the next line's 'q3 r3'; its response and gold on the page); '<answer>0</answer>' (gold 4)
k99e:1|wrong|tag|'<answer>2</answer>' (gold 4)
k99e:2|wrong|tag|the response opens with a space; '<answer> 0 </answer>' (gold 4)
k99e:3|correct|tag|'<answer>4</answer>' (reached through wrong perimeters)
k99e:4|correct|tag|'<answer>4</answer>'
k99e:5|correct|tag|'<answer> 4 </answer>'; q4 r0 crosses into the page at 80000 (not read)
k100e:0|correct|tag|the page at 64000 opens inside q4 r5's response (not taken); the think block never computes the root; '<answer>2 seconds</answer>' (a unit word in the tag)
k100e:1|correct|tag|'<answer> 2 seconds </answer>' (a unit word in the tag)
k100e:2|correct|tag|'\boxed{-\frac{a}{3}}' in the think block; '<answer> \(-\frac{a}{3}\) </answer>' (inline delimiters in the tag)
k100e:3|wrong|tag|'<answer> $0,-a$ </answer>' (gold -\frac{a}{3})
k100e:4|wrong|boxed|no tags: a slip ('- a^2x - a^2x'), then '\boxed{-\frac{a}{4} \pm \frac{a\sqrt{7}i}{4}}.' (gold -\frac{a}{3})
k100e:5|correct|tag|'<answer> \(-\frac{a}{3}\) </answer>'
k100e:6|correct|tag|'<answer> $-\frac{a}{3}$ </answer>'; q5 r5 crosses into the page at 80000 (not read)
k101e:0|correct|tag|the page at 64000 opens inside q2 r5's prompt (key inferred from the next line's 'q2 r6'; its response and gold on the page); '<answer>54.4</answer>'
k101e:1|correct|tag|'54.4°F' in the think block ('°' as the file writes it); '<answer>54.4</answer>'
k101e:2|correct|tag|'<answer>54.4</answer>'
k101e:3|correct|tag|'×' as the file writes it; '<answer>15</answer>'
k101e:4|correct|tag|'<answer>15</answer>'
k101e:5|correct|tag|'<answer>15 </answer>'; q3 r3 crosses into the page at 80000 (not read)
cp43:0|correct|tag|joined across the pages at 688000 and 704000 (the edge after 'So, James'); '<answer>3</answer>'
cp43:1|correct|tag|no think block
cp43:2|correct|tag|'<answer>3</answer>'
cp43:3|correct|tag|no think block
cp43:4|correct|tag|a '<think>' block AFTER the working
cp43:5|correct|tag|no think block
cp43:6|correct|tag|'\u2019' escape as the file writes it
cp43:7|wrong|tag|'43 cans * 3 tomatoes/can = 129 tomatoes'; '<answer>\n129\n</answer>' (gold 12)
cp43:8|correct|tag|'strictly based on the formula, the answer is 4.5 tomatoes' set aside, then 'Therefore, the correct answer is 12 tomatoes.' and '<answer>\n12\n</answer>'
cp43:9|correct|tag|no think block
cp43:10|wrong|tag|'<answer>24</answer>' (gold 12)
cp43:11|wrong|tag|'<answer>96</answer>' (gold 12)
cp43:12|correct|tag|no think block
cp43:13|correct|tag|no think block
cp43:14|wrong|tag|'<answer>25</answer>' (gold 5)
cp43:15|wrong|tag|a '<think>' block AFTER the working; '<answer>\n15\n</answer>' (gold 5)
cp43:16|wrong|tag|'<answer>\n15\n</answer>' (gold 5); '\u2019' escape as the file writes it
cp43:17|wrong|tag|'<answer>\n15\n</answer>' (gold 5); completion 5 crosses into the page at 720000
k102e:0|wrong|tag|the page at 64000 opens inside q4 r1's metadata (not taken); '<answer>281</answer>' (gold 79)
k102e:1|wrong|tag|'= \frac{1}{28}' then '<answer>29</answer>' (gold 79)
k102e:2|wrong|tag|'<answer>9</answer>' (gold 79)
k102e:3|wrong|tag|'<answer>10</answer>' (gold 79)
k102e:4|wrong|tag|'<answer>15</answer>' (gold 79)
k102e:5|wrong|tag|'<answer> $37$ </answer>' (gold 79); the response wholly on the page, the line's metadata crosses into the page at 80000 (not read)
cp44:0|wrong|tag|joined across the pages at 704000 and 720000 (the edge between two newlines); 'x = 7.5' then 'x = 7 would fit best'; '<answer>\n7\n</answer>' (gold 5)
cp44:1|correct|tag|'<answer>5</answer>'
cp44:2|correct|tag|no think block
cp44:3|correct|tag|no think block
cp44:4|correct|tag|no think block
cp44:5|correct|tag|a '<think>' block AFTER the working
cp44:6|correct|tag|a '<think>' block AFTER the working; '<answer>58</answer>'
cp44:7|correct|tag|'<answer>58</answer>'
cp44:8|correct|tag|no think block
cp44:9|correct|tag|no think block
cp44:10|correct|tag|no think block; the next line (101) is another model's
cpx44:0|correct|tag|line 101 opens another model's block (policy0 checkpoint-700) at GSM8K test question 0; no think block
cpx44:1|correct|tag|a newline after '</answer>'
cpx44:2|correct|tag|'So, I think my reasoning is clear ...' then the tag; a newline after it
cpx44:3|correct|tag|'\u2019' escape as the file writes it
cpx44:4|correct|tag|'<answer>\n$18\n</answer>' (a dollar sign); '\u00d7' escape as the file writes it
cpx44:5|correct|tag|no think block; completion 6 crosses into the page at 736000
k103e:0|correct|tag|the page at 64000 opens inside q4 r4's prompt (key inferred from the next line's 'q4 r5'; its response and gold on the page); '<answer>61</answer>' for 61^\circ (degrees in the question)
k103e:1|correct|tag|'<answer> 61 </answer>' for 61^\circ
k103e:2|correct|tag|'\boxed{61^\circ}' in the think block; '<answer>61</answer>'
k103e:3|correct|tag|'<answer>61</answer>' for 61^\circ
k103e:4|correct|tag|'<answer> $\pm \sqrt{2}$ </answer>' for the gold '\sqrt{2}, -\sqrt{2}' (the same two values)
k103e:5|wrong|tag|'\boxed{0}' in the think block; '<answer>0</answer>' (gold \sqrt{2}, -\sqrt{2})
k103e:6|correct|tag|'<answer>\(\sqrt{2}, -\sqrt{2}\)</answer>' (inline delimiters in the tag)
k103e:7|correct|tag|'<answer> $\sqrt{2}, -\sqrt{2}$ </answer>'; q5 r4 crosses into the page at 80000 (not read)
k104e:0|wrong|tag|the page at 64000 opens inside q2 r6's metadata (not taken); '<answer> 6563 </answer>' (gold 6)
k104e:1|correct|boxed|no tags: working, Python ('\r\n' line ends) printing '6', then '\(\boxed{6}\)'
k104e:2|wrong|tag|a think block of keywords only; '<answer>15</answer>' (gold 6)
k104e:3|wrong|tag|'<answer>8</answer>' (gold 6)
k104e:4|wrong|tag|'Answer: $18$.' in the think block; '<answer>18</answer>' (gold 6)
k104e:5|correct|tag|'<answer>6</answer>'; the response wholly on the page, the line's metadata crosses into the page at 80000 (not read)
k105e:0|wrong|tag|the page at 64000 opens inside q4 r0's prompt (key inferred from the next line's 'q4 r1'; its response and gold on the page); '<answer> $\boxed{5}$ </answer>' (gold \frac{5}{2})
k105e:1|correct|tag|no XML tags: 'so the maximum value is $\frac{5}{2}.\end{think} \begin{answer} $\frac{5}{2}$ \end{answer}' (LaTeX-style pseudo-tags)
k105e:2|correct|truncated|debatable: no tags; 'the maximum value of \( E \) is \(\frac{1}{2} \cdot 5 \cdot 1 = \frac{5}{2}\)', Python printing '(2.5, 0.5)', then a manual check of 5/2 cut at the 1024-token cap with no other value: correct by the last stated result
k105e:3|correct|tag|'<answer> \(\frac{5}{2}\) </answer>'
k105e:4|correct|boxed|no opening answer tag: 'Thus, the answer is $\boxed{\frac{5}{2}}$.</answer>'
k105e:5|wrong|tag|'<answer> $\sqrt{3}$ </answer>' (gold \frac{5}{2}); q4 r6 crosses into the page at 80000 (not read)
k74f:0|correct|tag|the page at 80000 opens inside q4 r0's response (its start on the page at 64000, not read this round; not taken); '<answer> $2\sqrt{15}$ </answer>'
k74f:1|correct|tag|working, then 'Let's wrap this up in the required format:' and a second '<think>' block; the response ends '<answer> $2\sqrt{15}$' with no closing tag
k74f:2|correct|tag|'\boxed{2\sqrt{15}}' in the think block; '<answer> $2\sqrt{15}$ </answer>'
k74f:3|correct|tag|'<answer> $2\sqrt{15}$ </answer>'
k74f:4|wrong|boxed|no tags: 'So the final answer is $\boxed{4\sqrt{3}}$.' then a sympy script with no output (gold 2\sqrt{15})
k74f:5|wrong|tag|'2\sqrt{7}=2\sqrt{5}'; '<answer> $2\sqrt{5}$ </answer>' (gold 2\sqrt{15})
k74f:6|correct|tag|'<answer> $2\sqrt{15} $ </answer>'; q5 r0 crosses into the page at 96000 (not read)
k75f:0|wrong|boxed|the page at 80000 opens inside q3 r6's prompt (key inferred from the next line's 'q3 r7'; its response and gold on the page); no tags: '### Answer: The value of $\ell^2$ is $\boxed{49}$.' (gold 245)
k75f:1|wrong|tag|'[/think] <answer>46</answer>' (a malformed think closing; gold 245)
k75f:2|wrong|tag|'the answer is just under $1/2$' then '[/think] <answer> $\frac{1}{2}$ </answer>' (gold \frac{1}{4})
k75f:3|wrong|tag|'<answer>0</answer>' (gold \frac{1}{4})
k75f:4|wrong|tag|'<answer>0</answer>' (gold \frac{1}{4})
k75f:5|wrong|tag|'Let $y = 10^x.$</think> <answer>100</answer>' (gold \frac{1}{4}); q4 r4 crosses into the page at 96000 (not read)
cpx45:0|correct|tag|joined across the pages at 720000 and 736000 (the edge between two newlines); '\u2019' escape as the file writes it
cpx45:1|correct|tag|'<answer>$18</answer>' (a dollar sign)
cpx45:2|correct|tag|no think block
cpx45:3|correct|tag|no think block
cpx45:4|correct|tag|a newline after '</answer>'
cpx45:5|correct|tag|no think block
cpx45:6|correct|tag|a newline after '</answer>'
cpx45:7|correct|tag|'<answer>3</answer>'
cpx45:8|correct|tag|a newline after '</answer>'
cpx45:9|correct|tag|a newline after '</answer>'
cpx45:10|correct|tag|'<answer>70000</answer>'
cpx45:11|correct|tag|'<answer>\n$70,000\n</answer>' (a dollar sign and a thousands comma)
cpx45:12|correct|tag|a '<think>' block AFTER the working; '<answer>\n$70,000\n</answer>'
cpx45:13|wrong|tag|150 % of the total cost; '<answer>\n195000\n</answer>' (gold 70000)
cpx45:14|correct|tag|'<answer>\n$70,000\n</answer>'
cpx45:15|correct|tag|'<answer>\n$70,000\n</answer>'
cpx45:16|correct|tag|'\u2019' escape as the file writes it; '<answer>\n70000\n</answer>'
cpx45:17|correct|tag|'<answer>\n$70,000\n</answer>'
cpx45:18|correct|tag|a newline after '</answer>'
cpx45:19|correct|tag|a '<think>' block AFTER the working
cpx45:20|correct|tag|no think block; completion 3 crosses into the page at 752000
k83f:0|wrong|tag|the page at 80000 opens inside q5 r0's prompt (key inferred from the next line's 'q5 r1'; its response and gold on the page); no '</think>': '... yields $a = 96$. <answer>96</answer>' (gold ' 315', the file's leading space)
k83f:1|wrong|tag|'<answer>600</answer>' (gold 315)
k83f:2|wrong|tag|'<answer>190662304</answer>' (gold 315)
k83f:3|wrong|tag|'<answer>75600</answer>' (gold 315)
k83f:4|wrong|tag|'at least $a = 3$' in the think block, then '<answer> 36 </answer>' (gold 315)
k83f:5|wrong|tag|'\boxed{9}' in the think block; '<answer>9</answer>' (gold 315)
k83f:6|wrong|tag|'<answer>12</answer>' (gold 315)
k83f:7|wrong|tag|'\boxed{192}' in the think block; '<answer>192</answer>' (gold 315); q6 r0 crosses into the page at 96000 (not read)
k84f:0|correct|tag|the page at 80000 opens inside q6 r4's prompt (key inferred from the next line's 'q6 r5'; its response and gold on the page); '<answer>1293</answer>'
k84f:1|correct|tag|'<answer>1293</answer>'
k84f:2|correct|tag|'<answer>1293</answer>'
k84f:3|correct|tag|'<answer>1293</answer>'
k84f:4|correct|tag|'<answer>9</answer>'
k84f:5|correct|tag|'<answer>9</answer>'
k84f:6|correct|tag|a misspelt think closing ('</thim>'); '<answer>9</answer>'
k84f:7|wrong|tag|'<answer>7</answer>' (gold 9)
k84f:8|correct|tag|'<answer>9</answer>'
k84f:9|correct|tag|'<answer>9</answer>'
k84f:10|correct|tag|'<answer>9</answer>'; q7 r7 crosses into the page at 96000 (not read)
cpx46:0|correct|tag|joined across the pages at 736000 and 752000 (the edge inside '\text{ sessions/week}')
cpx46:1|correct|tag|'<answer>540</answer>'
cpx46:2|correct|tag|no think block
cpx46:3|correct|tag|'Now we have our answer:' then the tag and a newline after it
cpx46:4|correct|tag|a newline after '</answer>'
cpx46:5|correct|tag|no think block
cpx46:6|correct|tag|a newline after '</answer>'
cpx46:7|correct|tag|no think block
cpx46:8|correct|tag|no think block
cpx46:9|correct|tag|a '<think>' block (not the template's) AFTER the working, a blank line, then '<answer>20</answer>'
cpx46:10|correct|tag|'<answer>20</answer>'
cpx46:11|correct|tag|no think block
cpx46:12|correct|tag|'Now, I'll provide my response.' then the tag
cpx46:13|correct|tag|'<answer>\n$64\n</answer>' (a dollar sign); a newline after the tag
cpx46:14|correct|tag|'<answer>\n$64\n</answer>'
cpx46:15|wrong|tag|'<answer>\n$37\n</answer>' (gold 64)
cpx46:16|correct|tag|'<answer>\n$64\n</answer>'
cpx46:17|correct|boxed|no tags: Python whose printed output is 'Done', then 'The total cost for 16 glasses is \( \boxed{64} \) dollars.'; completion 5 crosses into the page at 768000
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
