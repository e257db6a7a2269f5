__doc__ = r"""Build public_heldout49.jsonl: a 49th held-out round of REAL model completions (issue 25).

Why: rounds 1-48 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (metrics, format_reward, answer_reward, reward, rewards and the
like) were not used to label.

Method (round 47's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: the file's JSON string (decoded once
more by the build). The helper pasted each completion's string as the read_file answer displays it
(the page text JSON-escaped once more) into scratch files (one record a line: source, record
number, key, file gold, question opening and the display string, separated by ' ||| '; a leading
space of a gold kept as a second space after the separator), and a small script (mk.py) decoded
that display form once into the file-level string (`r`) and checked that `r` decodes; no record
was re-encoded or retyped from its decoded form. A record is taken only when its whole completion
lies on the pages read; a completion crossing the edge between two consecutive pages that were
both read was joined at the edge (the two display strings concatenated): cpx50 rec 0 =
eval_outputs line 110 completion 2 across 784000/800000; cpx51 rec 0 = line 112 completion 4
across 800000/816000; cpx52 rec 0 = line 114 completion 3 across 816000/832000; cpx53 rec 0 = line
116 completion 0 across 832000/848000; cpx55 rec 0 = line 119 completion 7 across 864000/880000. No KleistvonLiu rollout was joined. Records whose opening
fields (the prompt) lie on the page before (page 4, read by earlier rounds, not this one) but whose
response and gold lie wholly on the page read were taken as read, the key inferred from the next
line's (question_index, rollout_index): k77f rec 0 (step 77 q4 r3), k97f rec 0 (step 97 q5 r1), k88f rec 0 (step 88 q5 r7),
k89f rec 0 (step 89 q6 r0), k94f rec 0 (step 94 q4 r4), k95f rec 0 (step 95 q6 r7), k96f rec 0
(step 96 q6 r0), k98f rec 0 (step 98 q6 r0). Records whose response lies wholly on the page and
only the line's metadata crosses into the next page (not read) were taken: k76f rec 8, k89f rec 11,
k93f rec 5, k96f rec 10. Not transcribed (read, but left out): the first, partial response or
metadata of every page read where it opens inside one (step 76 inside q5's metadata, 78 inside q5 r2's response, 85 inside q4
r5's metadata, 86 inside q5 r1's response, 90 inside q5 r1's metadata, 92 inside q6 r3's response,
93 inside q6 r0's response; codearky 768000 inside line 106 completion 5, whose start is on 752000, not read this
round); the last rollout of every KleistvonLiu page read, which crosses into page 6 (not read);
codearky line 108 completion 6 (crosses 768000/784000; not joined) and line 117 completion 5
(crosses 848000/864000; not joined) and line 121 completion 2 (crosses into 896000, not read).
Nothing is shortened. Every completion was compared (whitespace-normalised) with every completion
of rounds 1-48 (the completion fields of packages/check/corpus/public_heldout*.jsonl, 48 files, by
script, dedup.py): none repeats an earlier round's completion, and no two completions in this round
are equal.

Repositories (228 records): KleistvonLiu/assignment5-alignment 114 (50.0 %),
codearky/cross-policy-with-trl 114 (50.0 %); only these two (another helper gathered from other
repositories at the same time). No licence file was found for either in the index (find_files path
LICENSE, this round, as rounds 16-48 found); `licence` per record.

Split: think_answer 228 (every record's prompt asks for the tag format; 212 are labelled by an
answer tag, one of them with no closing tag (cpx53 rec 5), one with spaced pseudo-tags ('< answer >
230 </answer>', cpx54 rec 1) and one whose unclosed tag is followed by more working cut at the cap
(k95f rec 5); 6 by a box with no answer tag, 1 by a bare '$150' after '</think>' (k77f rec 4), 9 are
cut at the length cap); GSM8K 114 (codearky), MATH 114 (KleistvonLiu). Truths: correct 137, wrong
86, no_answer 5 (GSM8K 81 / 29 / 4, MATH 56 / 57 / 1). Forms: tag 212, truncated 9, boxed 6,
bare_last_line 1. 5 debatable (cpx51 rec 12, cpx52 recs 0 and 1, k86f rec 3, k95f rec 5). No long
chain-of-thought source this round: the brief named only these two repositories, both tag-format
(their untagged completions, boxes, Python with outputs and cut-off working, are the nearest to
chain-of-thought here).

Selection (records as they come, not by how hard they look; each file read from the offset named, in
file order; every record whose completion lies on the pages read taken unless said above):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold): outputs/grpo_full_mathv2/rollout_step_0000NN/
  rollouts.jsonl, page 5 (offset 80000) of steps 76, 77, 78, 85, 86, 88, 89, 90, 92, 93, 94, 95, 96, 97
  and 98 (= k76f ... k98f). Forms: '<answer>3800 feet </answer>' (a unit word), '<answer>150</answer>'
  and '<answer>$150</answer>' for the gold '\$150', '<answer>54.6</answer>' and '<answer>
  $\$54.60$</answer>' for ' \$ 54.60' (a gold with a leading space), '<answer> $10920 </answer>' (an
  unclosed dollar sign), '<answer> $\boxed{208}$ </answer>', '<answer>64/3</answer>', '<answer>
  (10.0000000000000, 2.356194490192343) </answer>', '<answer> (20cos(19pi/44), -pi/4) </answer>',
  '<answer> $\frac{1}{2}(8 + 2\sqrt{7})$ </answer>', '\fbox{36}</think>', no '</think>' before the tag,
  no tags with Python and its output ('\r\n' scripts, an emoji in a comment) then a box, a form feed
  in the working, responses cut at the 1024-token cap, '×' as the file writes it.
* codearky/cross-policy-with-trl (GSM8K test in order; the tag prompt; the cross-policy run's
  policy0/checkpoint-700 block that starts at line 101): eval_outputs.jsonl pages at 768000 (cpx48),
  784000 (cpx49), 800000 (cpx50), 816000 (cpx51), 832000 (cpx52), 848000 (cpx53), 864000 (cpx54),
  880000 (cpx55): lines 106-121 (GSM8K test 5-20). Forms: '<answer>\n$64\n</answer>', '<answer>\n2 hours\n</answer>'
  and '<answer>\n120 minutes\n</answer>' (another unit than the gold's minutes count),
  '<answer>315 miles</answer>', '<answer>315</answer> miles from home.\n</think>', '<answer>\n$125 -
  $96 = $29\n</answer>' (an expression in the tag), '<answer>\n\$694\n</answer>', '<answer>\n60%\n
  </answer>', '<answer>\n$57,500\n</answer>', a tag, a '<think>' block and the tag again, '<think>'
  blocks (many opening with the template's 'Reason here.') AFTER the working, two or three '</think>'
  closings, no closing answer tag, spaced pseudo-tags, completions cut at the length cap (in LaTeX,
  mid-number), '\u2019' and '\u00d7' escapes kept as the file writes them.

Label conventions (rounds 37-48's): the last final answer counts; a hedge between values or the gold
with another value is wrong; a response cut before any final answer is no_answer; equal in value but
written differently is correct (a unit word inside the tag, a '$' sign and cents, thousands commas,
a percent sign, '150' for '\$150', '54.6' for '\$ 54.60'); another quantity or unit is wrong ('2
hours' where minutes are counted, a difference '$125 - $96 = $29' where the profit is asked); in the
tag format the `<answer>` content is the final answer whatever the think block says; with no answer
tag the completion is labelled by its last box or last stated result; malformed or pseudo-tags do
not change which answer counts. Debatable this round: cpx51 rec 12 and cpx52 rec 1 (no tag; 'x = 18'
solved, then a check or the closing sentence 'Thus, Melanie started with 1' cut at the cap: correct
by the last stated result, as round 47's k105e rec 2); cpx52 rec 0 (x = 15.375, then 'we round back
to' cut: no_answer, the value being revised when cut); k86f rec 3 (no tags; 'The output from the
code is 8\sqrt{3}/3 + 16. This is the largest possible value of' cut: wrong by the last stated
result); k95f rec 5 (an unclosed '<answer> (20, 19\pi/22)' followed by Python and working cut at
the cap: wrong by the only answer given).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question that opens with the record's
question words (taken from codearky's user turn), checked equal to the file's own `answer`; all
codearky questions are in gsm8k/test.jsonl (lines 5-20). MATH: the KleistvonLiu problems' opening
words are looked up in MATH-500; none of the problems read here is there, so the file's own answer
(its MATH test gold, `ground_truth`) as transcribed (for step 97 q5 ' \$ 54.60', with the file's
leading space).

Leads for a later round: KleistvonLiu page 5 (offset 80000) of steps 79-82, 87, 91 and 99-105 (each
page 4 read by round 47 ends inside a rollout that page 5 completes), page 6 (offset 96000) of
steps 74-78, 83-86, 88-90 and 92-98 (each page 5 read ends inside a rollout); codearky
eval_outputs.jsonl from 896000 (line 121 completion 2 on, the policy0 block; the file is 1,456,743
characters, about 35 pages left); the two codearky completions not joined here (line 108 completion
6 across 768000/784000, line 117 completion 5 across 848000/864000) if those pages are read again.

Usage: python build_public_heldout49.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout49.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout49.jsonl"
SOURCE = "public_heldout49"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-47 took pages 0-3 of steps "
    "74-105, page 4 of all of them and page 5 of steps 74, 75, 83 and 84; this "
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

# short id -> (step, page); page 5 = offset 80000
KL_PAGES = {f"k{s}f": (s, 5) for s in (76, 77, 78, 85, 86, 88, 89, 90, 92, 93, 94, 95, 96, 97, 98)}


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
    "cpx48": _cp("cpx48", "768000 (line 106 completions 6-7, line 107, line 108 completions 0-5; the "
                 "page opens inside line 106 completion 5, not taken)"),
    "cpx49": _cp("cpx49", "784000 (line 108 completion 7, line 109, line 110 completions 0-1; line "
                 "108 completion 6, crossing 768000/784000, not taken)"),
    "cpx50": _cp("cpx50", "800000 (line 110 completions 2-7, line 111, line 112 completions 0-3; line "
                 "110 completion 2 joined across 784000/800000)"),
    "cpx51": _cp("cpx51", "816000 (line 112 completions 4-7, line 113, line 114 completions 0-2; line "
                 "112 completion 4 joined across 800000/816000)"),
    "cpx52": _cp("cpx52", "832000 (line 114 completions 3-7, line 115; line 114 completion 3 joined "
                 "across 816000/832000)"),
    "cpx53": _cp("cpx53", "848000 (line 116, line 117 completions 0-4; line 116 completion 0 joined "
                 "across 832000/848000)"),
    "cpx54": _cp("cpx54", "864000 (line 117 completions 6-7, line 118, line 119 completions 0-6; "
                 "line 117 completion 5, crossing 848000/864000, not taken)"),
    "cpx55": _cp("cpx55", "880000 (line 119 completion 7, line 120, line 121 completions 0-1; line "
                 "119 completion 7 joined across 864000/880000)"),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
cpx48:0|correct|tag|'<answer>\n$64\n</answer>'
cpx48:1|wrong|tag|'<answer>\n$31\n</answer>' (gold 64)
cpx48:2|correct|tag|
cpx48:3|correct|tag|
cpx48:4|correct|tag|
cpx48:5|correct|tag|
cpx48:6|correct|tag|
cpx48:7|correct|tag|
cpx48:8|correct|tag|
cpx48:9|correct|tag|
cpx48:10|wrong|tag|'2 hours' (gold 160 minutes)
cpx48:11|wrong|tag|
cpx48:12|wrong|tag|
cpx48:13|wrong|tag|'120 minutes' (gold 160)
cpx48:14|wrong|tag|
cpx48:15|wrong|tag|'80 minutes' (gold 160)
cpx49:0|correct|tag|
cpx49:1|wrong|tag|'<answer>315 miles</answer>' (gold 45)
cpx49:2|wrong|tag|
cpx49:3|no_answer|truncated|cut at the length cap inside a LaTeX expression ('\text{m'), no answer tag, no final value
cpx49:4|wrong|tag|
cpx49:5|wrong|tag|
cpx49:6|wrong|tag|'<answer>315</answer> miles from home.' then a stray '</think>' (gold 45)
cpx49:7|wrong|tag|
cpx49:8|no_answer|truncated|cut at the length cap ('total distance \( D \'), no answer tag; 395 miles is stated only as the distance travelled
cpx49:9|correct|tag|'<answer>\n$460\n</answer>'
cpx49:10|correct|tag|
cpx50:0|correct|tag|line 110 completion 2 joined across 784000/800000; a '<think>' block AFTER the working ('Reason here. ...')
cpx50:1|correct|tag|a '<think>' block AFTER the working; '<answer>$460</answer>'
cpx50:2|correct|tag|
cpx50:3|correct|tag|
cpx50:4|correct|tag|
cpx50:5|correct|tag|
cpx50:6|correct|tag|two '</think>' closings in the working, a markdown code block
cpx50:7|correct|tag|
cpx50:8|correct|tag|
cpx50:9|correct|tag|
cpx50:10|correct|tag|
cpx50:11|correct|tag|
cpx50:12|correct|tag|
cpx50:13|correct|tag|
cpx50:14|correct|tag|
cpx50:15|correct|tag|
cpx50:16|correct|tag|'<answer>\n$694\n</answer>'
cpx50:17|correct|tag|
cpx51:0|wrong|tag|line 112 completion 4 joined across 800000/816000; '$204 + $160 + $330' summed as $794; '<answer>\n$794\n</answer>' (gold 694)
cpx51:1|correct|tag|
cpx51:2|correct|tag|'<answer>\n\$694\n</answer>' (an escaped dollar sign in the tag)
cpx51:3|correct|tag|
cpx51:4|wrong|tag|12 years (gold 13: earning money starts in year 13)
cpx51:5|wrong|tag|
cpx51:6|wrong|tag|
cpx51:7|wrong|tag|
cpx51:8|wrong|tag|
cpx51:9|wrong|tag|
cpx51:10|wrong|tag|
cpx51:11|wrong|tag|a '<think>' block AFTER the working; '<answer>12</answer>' (gold 13)
cpx51:12|correct|truncated|debatable: no answer tag; solved 'x = 18' then a check cut at the length cap ('12 - 2 ... : 12'); correct by the last stated result (no_answer if a cut-off check voids it)
cpx51:13|correct|tag|
cpx51:14|correct|tag|
cpx52:0|no_answer|truncated|debatable: line 114 completion 3 joined across 816000/832000; solved x = 15.375, then 'we round back to' cut at the length cap: no_answer (the stated value is being revised when cut; wrong if 15.375 counts)
cpx52:1|correct|truncated|debatable: no answer tag; solved 'x = 18', then 'Thus, Melanie started with 1' cut at the length cap mid-number; correct by the last stated result (no_answer if the cut sentence counts)
cpx52:2|correct|tag|
cpx52:3|correct|tag|'<answer>\n18\n</answer>', a '<think>' block, then the same tag again
cpx52:4|correct|tag|
cpx52:5|correct|tag|'<answer>\n60%\n</answer>' (a percent sign)
cpx52:6|correct|tag|
cpx52:7|correct|tag|
cpx52:8|correct|tag|
cpx52:9|correct|tag|
cpx52:10|correct|tag|
cpx52:11|correct|tag|
cpx52:12|correct|tag|
cpx53:0|correct|tag|line 116 completion 0 joined across 832000/848000
cpx53:1|wrong|tag|'<answer>96</answer>' (gold 125)
cpx53:2|wrong|tag|'<answer>\n$125 - $96 = $29\n</answer>' then a sentence and a stray '</think>': the final answer is 29 (gold 125)
cpx53:3|wrong|tag|'<answer>\n$96\n</answer>' (gold 125)
cpx53:4|wrong|tag|'<answer>\n$192\n</answer>' (gold 125)
cpx53:5|correct|tag|no closing answer tag: the completion ends '<answer>\n$125\n'
cpx53:6|correct|tag|
cpx53:7|correct|tag|
cpx53:8|correct|tag|
cpx53:9|correct|tag|
cpx53:10|correct|tag|
cpx53:11|correct|tag|two '</think>' closings; '<answer>\n230 miles\n</answer>'
cpx53:12|correct|tag|
cpx54:0|correct|tag|
cpx54:1|correct|tag|malformed spaced tags: '< think >', '</ think >', '< answer > 230 </answer>'
cpx54:2|correct|tag|'<answer>\n$57,500\n</answer>' (a thousands comma)
cpx54:3|correct|tag|
cpx54:4|correct|tag|
cpx54:5|correct|tag|'</think>' three times; '<answer>$57500</answer>'
cpx54:6|correct|tag|
cpx54:7|correct|tag|
cpx54:8|correct|tag|
cpx54:9|correct|tag|
cpx54:10|correct|tag|
cpx54:11|correct|tag|
cpx54:12|correct|tag|
cpx54:13|correct|tag|
cpx54:14|correct|tag|
cpx54:15|correct|tag|
cpx54:16|correct|tag|
k76f:0|correct|tag|
k76f:1|correct|tag|'<answer>3800 feet </answer>' (a unit word)
k76f:2|correct|tag|
k76f:3|correct|tag|
k76f:4|correct|tag|
k76f:5|correct|tag|
k76f:6|correct|tag|
k76f:7|correct|tag|
k76f:8|wrong|tag|'<answer>15</answer>' (gold 8)
k77f:0|correct|tag|'<answer>150</answer>' for the gold '\$150'
k77f:1|correct|tag|'<answer>$150</answer>'
k77f:2|correct|tag|
k77f:3|correct|tag|
k77f:4|correct|bare_last_line|no answer tag: '</think> $150' ends the response; correct by the last stated result
k85f:0|wrong|tag|'<answer>28</answer>' (gold 18)
k85f:1|correct|tag|no '</think>' before the tag; '<answer>18</answer>'
k85f:2|correct|tag|
k85f:3|correct|tag|
k85f:4|wrong|tag|'<answer> $3$ </answer>' (gold 2)
k85f:5|wrong|tag|
k85f:6|correct|tag|'<answer> $2$ </answer>'
k85f:7|correct|tag|
k85f:8|correct|tag|
k85f:9|wrong|tag|
k85f:10|wrong|tag|'<answer> $\boxed{208}$ </answer>' (gold 118)
k86f:0|wrong|tag|'<answer> $\frac{1}{2}(8 + 2\sqrt{7})$ </answer>' = 4 + sqrt 7, about 6.65 (gold 2 + 3 sqrt 2, about 6.24)
k86f:1|wrong|tag|
k86f:2|wrong|tag|
k86f:3|wrong|truncated|debatable: no tags; Python, then 'The output from the code is \( \frac{8\sqrt{3}}{3} + 16 \). This is the largest possible value of' cut at the 1024-token cap: wrong by the last stated result (no_answer if a cut sentence does not count)
k86f:4|wrong|tag|
k86f:5|wrong|tag|'<answer> $4+3\sqrt{3}$ </answer>' (gold 2 + 3 sqrt 2)
k88f:0|wrong|tag|'\fbox{36}</think> <answer>36</answer>' (gold 12)
k88f:1|wrong|tag|
k88f:2|wrong|tag|
k88f:3|wrong|boxed|no tags (a '</think>' then Python with its output); 'the final answer is \(\boxed{205}\)' (gold 298)
k88f:4|wrong|tag|
k88f:5|wrong|tag|
k89f:0|correct|tag|
k89f:1|correct|tag|
k89f:2|correct|tag|
k89f:3|correct|tag|'<answer>680 </answer>'
k89f:4|correct|tag|
k89f:5|wrong|tag|'<answer>816</answer>' (gold 680)
k89f:6|correct|tag|
k89f:7|correct|tag|
k89f:8|wrong|tag|
k89f:9|wrong|tag|
k89f:10|wrong|tag|
k89f:11|wrong|tag|
k90f:0|wrong|tag|
k90f:1|wrong|tag|
k90f:2|wrong|tag|
k90f:3|wrong|tag|'<answer> $10920 </answer>' (an unclosed dollar sign; gold 8,424,000)
k90f:4|wrong|tag|
k90f:5|wrong|tag|
k92f:0|correct|tag|
k92f:1|correct|tag|
k92f:2|correct|tag|
k92f:3|correct|tag|
k92f:4|no_answer|truncated|no tags; cut at the 1024-token cap inside 'Therefore, $b = \' before any length is stated
k92f:5|wrong|tag|'<answer> 2 </answer>' (gold 4 sqrt 3 / 3)
k92f:6|wrong|tag|
k93f:0|wrong|tag|'<answer> 9862 </answer>' (gold 9871)
k93f:1|wrong|boxed|no tags; Python with '\r\n' line ends, an emoji in a comment, output 8654, then '\(\boxed{8654}\)' (gold 9871)
k93f:2|wrong|tag|
k93f:3|wrong|tag|'<answer>10974</answer>' (a five-digit number; gold 9871)
k93f:4|correct|boxed|no tags; '\(\boxed{9871}\)' last
k93f:5|wrong|tag|
k94f:0|wrong|tag|
k94f:1|correct|tag|
k94f:2|correct|tag|the working is wrong (a side of length 5; a = 1, b = 5) but the final answer 6 equals the gold
k94f:3|wrong|tag|'<answer> $8$ </answer>' (gold 6)
k94f:4|correct|tag|'<answer> $2$ </answer>'
k94f:5|correct|tag|
k94f:6|correct|tag|
k94f:7|correct|tag|
k94f:8|correct|tag|
k94f:9|correct|tag|
k95f:0|wrong|tag|'<answer> $\boxed{-1625702400}$ </answer>' (gold -14400)
k95f:1|wrong|boxed|no tags; Python with '\r\n' line ends; '\boxed{(15.556, 1.357)}' (r is 10 sqrt 2 = 14.142; gold (10 sqrt 2, 19 pi/44))
k95f:2|wrong|tag|'<answer> (10.0000000000000, 2.356194490192343) </answer>'
k95f:3|wrong|boxed|no tags; '\(\boxed{(10, \pi)}\)'
k95f:4|wrong|tag|'<answer> (20cos(19pi/44), -pi/4) </answer>' (20 cos(19 pi/44) is about 4.25)
k95f:5|wrong|truncated|debatable: no '</think>'; '<answer> $\left( 20 , \frac{19 \pi}{22}\right)$' with no closing tag, then Python (output (19.59, 2.64)) and working cut at the 1024-token cap: wrong by the only answer given (no_answer if an unclosed tag followed by more working does not count)
k96f:0|correct|tag|
k96f:1|correct|tag|
k96f:2|correct|tag|
k96f:3|correct|tag|
k96f:4|correct|tag|
k96f:5|correct|tag|
k96f:6|correct|tag|
k96f:7|correct|tag|
k96f:8|wrong|tag|
k96f:9|wrong|tag|'<answer>64/3</answer>' (gold 32)
k96f:10|wrong|tag|
k97f:0|correct|tag|'<answer>54.6</answer>' for the gold ' \$ 54.60' (equal in value)
k97f:1|correct|tag|'<answer> $\$54.60$</answer>'
k97f:2|wrong|tag|'<answer>26.75</answer>' (gold 54.60)
k98f:0|wrong|tag|'<answer>$\frac{1}{4}$</answer>' (gold 502/2009)
k98f:1|wrong|tag|
k98f:2|wrong|tag|
k98f:3|correct|tag|'<answer> $\frac{502}{2009}$ </answer>'
k98f:4|wrong|tag|
k98f:5|wrong|tag|
k98f:6|wrong|tag|
k98f:7|correct|tag|
k98f:8|wrong|tag|'<answer> $\frac{1}{2}$ </answer>' (gold 3/4)
k78f:0|correct|tag|
k78f:1|correct|tag|
k78f:2|correct|tag|
k78f:3|correct|tag|'<answer> $\boxed{20}$ </answer>'
k78f:4|correct|tag|
k78f:5|wrong|tag|'<answer> $\frac{\sqrt{3}}{2}+\frac{\sqrt{6}}{2}$ </answer>' (gold 2 sqrt 3 / 3)
k78f:6|wrong|tag|'<answer> $\frac{\sqrt{3}}{2}$ </answer>' (gold 2 sqrt 3 / 3)
cpx55:0|correct|tag|line 119 completion 7 joined across 864000/880000
cpx55:1|correct|tag|
cpx55:2|wrong|tag|'<answer>\n12\n</answer>' (gold 6)
cpx55:3|wrong|tag|'<answer>\n4\n</answer>' (gold 6)
cpx55:4|correct|tag|
cpx55:5|correct|tag|
cpx55:6|correct|tag|
cpx55:7|correct|tag|
cpx55:8|correct|tag|
cpx55:9|no_answer|truncated|cut at the length cap inside '\approx \frac', no answer tag, no final value
cpx55:10|wrong|boxed|no tags; '\boxed{17.33}', Python with output 17.333333333333332, then '\boxed{17.33}' again (gold 15)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
