__doc__ = r"""Build public_heldout41.jsonl: a 41st held-out round of REAL model completions (issue 25).

Why: rounds 1-40 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (metrics, format_reward, answer_reward, reward, rewards and the
like) were not used to label.

Method (rounds 3-40's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: the file's JSON string (decoded once
more by the build). The helper pasted each completion's string as the read_file answer displays it
(the page text JSON-escaped once more) into scratch files (one record a line: source, record
number, key, file gold, question opening and the display string, separated by ' ||| '), and a small
script (mk.py) decoded that display form once into the file-level string (`r`) and checked that `r`
decodes; no record was re-encoded or retyped from its decoded form. A record is taken only when its
whole completion lies on the pages read; a completion crossing the edge between two consecutive
pages that were both read was joined at the edge (cp13 rec 0 = eval_outputs line 29 completion 5
across 208000/224000; cp14 rec 0 = line 31 completion 7 across 224000/240000; cp15 rec 0 = line 34
completion 1 across 240000/256000; cp16 rec 0 = line 36 completion 4 across 256000/272000; cp17 rec
0 = line 38 completion 5 across 272000/288000; cp17 rec 12 = line 40 completion 1 across
288000/304000; cp19 rec 0 = line 42 completion 0 across 304000/320000; cp20 rec 0 = line 44
completion 3 across 320000/336000; k99c rec 6, k101c rec 5, k103c rec 5, k105c rec 8 = the
KleistvonLiu rollouts crossing 32000/48000 of steps 99, 101, 103, 105). Records whose opening fields
(prompt, question, file gold) lie on an earlier page and whose response lies wholly on the page read
were taken as read: k99c rec 0, k102c rec 0, k105c rec 0, k79d rec 0 (their keys inferred from the
next line's, e.g. 'q1 r5' before 'q1 r6'), and cp12 recs 0-6 (eval_outputs line 27, whose question
and answer lie on the page at 192000, read by round 40 and not re-read here; the gold is the `####`
value of gsm8k/test.jsonl line 26, which the build finds by the question's opening words).
Not transcribed (read, but left out): the first, partial response of every KleistvonLiu page read
whose response opens on a page not read here (page 2 of steps 100, 101, 103, 104 and page 3 of steps
74-78, 80, 81; step 100's page 2 opens inside q2 r0's metrics, step 74's page 3 inside q2 r5's); the last rollout of every page whose response crosses into a page not read (page 3 of steps
74-81, 99, 100, 101, 103, 104, 105: each page's last line, e.g. step 99 q3 r2, step 105 q4 r0);
step 79 q3 r3 (a Cauchy-Schwarz attempt cut at the 1024-token cap with no answer, too long to copy
reliably in the time); step 81 q4 r3 (its response is word for word q4 r2's, k81d rec 4; dropped so
that no two completions kept are equal; k81d has no rec 5); eval_outputs line 27 completion 0
(opens on the page at 192000) and line 46 completion 2 (crosses into 352000, not read). Nothing is
shortened. Every completion was compared (whitespace-normalised) with every completion of rounds
1-40 (the completion fields of packages/check/corpus/public_heldout*.jsonl and
/tmp/rounds/real40/public_heldout40.jsonl, by script, dedup.py): none repeats an earlier round's
completion, and no two completions kept in this round are equal.

Repositories (303 records): codearky/cross-policy-with-trl 153 (50.5 %),
KleistvonLiu/assignment5-alignment 150 (49.5 %); only these two (another helper gathered from other
repositories at the same time). No licence file was found for either in the index; `licence` per
record.

Split: think_answer 303 (every record's prompt asks for the tag format; 283 end on an answer tag,
20 do not: 8 on a box, 6 cut before any answer, 4 on a stated result, 2 on an 'Answer:' line);
GSM8K 153 (codearky), MATH 150 (KleistvonLiu). Truths: correct 214, wrong 83, no_answer 6 (GSM8K
129 / 23 / 1, MATH 85 / 60 / 5); 4 debatable (cp14 rec 0; cp17 recs 2, 4; cp19 rec 16). No long
chain-of-thought source this round: the brief named only these two repositories, both tag-format.

Selection (records as they come, not by how hard they look; each file read from the offset named, in
file order; every record whose completion lies on the pages read taken unless said):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold): outputs/grpo_full_mathv2/rollout_step_0000NN/
  rollouts.jsonl, page 2 (offset 32000) of steps 99-105 (= k99c ... k105c) and page 3 (offset
  48000) of steps 74-81 and 99-105 (= k74d ... k81d, k99d ... k105d). Forms: '<answer> $\boxed{
  \left(100,1\right)}$ </answer>' and other boxes inside the tag, '<answer> 100,101 </answer>' (a
  pair without parentheses), '<answer>6.4% </answer>' (a percent sign for a percent asked),
  '<answer>0.79 seconds and 7.45 seconds. ... approximately 0.79 seconds. </answer>', '<answer>3+140=
  143</answer>', '<answer>$3\pm\sqrt{17}$</answer>', '\cfrac' in the tag, think blocks closed with
  '[/think]', '\end{think}' or '</thought>' (opened '< thought>'), a malformed '</answer' followed by
  Chinese text, a topic name for a think block ('Functions, patterns, and sequences</think>'), no
  tags with Python output and a box, an invented second problem after a box, 'Answer: \(10001_2\)'
  then '</think>', a response opening with a space and a newline, Unicode '°', '≈', '³', '≠', '−'
  and '²' as the file writes them, responses cut at the 1024-token cap.
* codearky/cross-policy-with-trl (Qwen2.5-0.5B-Instruct after plain GRPO, checkpoint-600; the tag
  prompt; GSM8K test in order; line N = GSM8K test question N-1): eval_outputs.jsonl pages at
  208000 (cp12), 224000 (cp13), 240000 (cp14), 256000 (cp15), 272000 (cp16), 288000 (cp17), 304000
  (cp18), 320000 (cp19), 336000 (cp20): lines 27-46. Forms: '<answer>\n$253.00\n</answer>',
  '<answer>$16.00</answer>', '<answer>\n10 miles per hour\n</answer>', '<answer>48g</answer>',
  '<answer>\n240 grams\n</answer>', '<answer>1 foot</answer>', '<think>' blocks (many opening with
  the template's 'Reason here.') AFTER the working, a '\boxed{111}' retracted in a '(think)' aside
  then '= 109' cut at the cap (cp14 rec 0), a display box and no tag (cp13 rec 14), completions cut
  at the length cap with or without a stated result, '\u00d7', '\u00f7', '\u2019', '\u2248'
  escapes kept as the file writes them.

Label conventions (rounds 37-40's): the last final answer counts; a hedge between values or the gold
with another value is wrong; a response cut before any final answer is no_answer; equal in value but
written differently is correct (a unit word or unit inside the tag, a '$' sign and cents,
'6.4%' for 6.4 when a percent is asked, '61' for 61^\circ, '-2 + 3i' for -2+3i, '100,101' for the
pair (100,101)); another quantity is wrong; in the tag format the `<answer>` content is the final
answer whatever the think block says, and a sentence or equation chain in the tag is read for its
value; with no answer tag the completion is labelled by its last box or last stated result;
malformed tags do not change which answer counts. Debatable this round: cp14 rec 0 (no tag;
'\boxed{111}', then '(think) I made an arithmetic error ... Let me correct that.' and '= 99 + 10 =
109', then 'However, rounding issues' at the cap; correct by its last stated result), cp17 rec 2 (no
tag; '5/15 = 1/3' then 'Therefore, he no longer has any lego sets.' and a think block cut at the
cap; wrong by its last stated result), cp17 rec 4 (no tag; 'his average speed for all three days is
consistent at 10 mph.' then a think block cut at the cap; correct by its last stated result), cp19
rec 16 (no tag; 'about 0 full servings' then a think block cut at the cap; wrong: servings, not the
grams asked).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question that opens with the record's
question words (taken from codearky's user turn), checked equal to the file's own `answer` (for
line 27, whose answer field lies on the page at 192000, the transcribed gold is the gsm8k value);
all codearky questions are in gsm8k/test.jsonl (lines 26-45). MATH: the KleistvonLiu problems'
opening words are looked up in MATH-500; none of the 33 problems read here is there, so the file's
own answer (its MATH test gold, `ground_truth`) as transcribed.

Leads for a later round: KleistvonLiu page 3 (offset 48000) of steps 82-98 (unread) and page 4
(offset 64000) of steps 74-105 (unread; each page 3 read here ends inside a rollout that page 4
completes); codearky eval_outputs.jsonl from line 46 completion 2 (it opens on the page at 336000,
read here; offset 352000 on, about 69 pages left).

Usage: python build_public_heldout41.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout41.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout41.jsonl"
SOURCE = "public_heldout41"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-40 took pages 0-1 of steps "
    "74-105, page 2 of steps 74-98 and other pages of later steps; this round page {} (offset {}) "
    "of step {}), rollout step {}, on MATH test problems; the record is one line's response (the "
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

# short id -> (step, page); page 2 = offset 32000, page 3 = offset 48000
KL_PAGES = {
    **{f"k{s}c": (s, 2) for s in range(99, 106)},
    **{f"k{s}d": (s, 3) for s in (*range(74, 82), *range(99, 106))},
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
    "cp12": _cp("cp12", "208000 (line 27 completions 1-7, line 28, line 29 completions 0-4; line "
                "27's question and answer on the page at 192000, read by round 40)"),
    "cp13": _cp("cp13", "224000 (line 29 completions 5-7, line 30, line 31 completions 0-6; line "
                "29 completion 5 joined across 208000/224000)"),
    "cp14": _cp("cp14", "240000 (line 31 completion 7, lines 32-33, line 34 completion 0; line 31 "
                "completion 7 joined across 224000/240000)"),
    "cp15": _cp("cp15", "256000 (line 34 completions 1-7, line 35, line 36 completions 0-3; line "
                "34 completion 1 joined across 240000/256000)"),
    "cp16": _cp("cp16", "272000 (line 36 completions 4-7, line 37, line 38 completions 0-4; line "
                "36 completion 4 joined across 256000/272000)"),
    "cp17": _cp("cp17", "288000 (line 38 completions 5-7, line 39, line 40 completions 0-1; two "
                "completions joined across 272000/288000 and 288000/304000)"),
    "cp18": _cp("cp18", "304000 (line 40 completions 2-7, line 41)"),
    "cp19": _cp("cp19", "320000 (line 42, line 43, line 44 completions 0-2; line 42 completion 0 "
                "joined across 304000/320000)"),
    "cp20": _cp("cp20", "336000 (line 44 completions 3-7, line 45, line 46 completions 0-1; line "
                "44 completion 3 joined across 320000/336000)"),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
cp12:0|wrong|tag|the line's question and answer on the page at 192000 (read by round 40, not here), the completion wholly on 208000; '3 pairs * $16.50/pair = $59.50'; '<answer>\n$253.00\n</answer>' (gold 243)
cp12:1|correct|tag|a '<think>' block opening 'Reason here.' AFTER the working; '<answer>\n243\n</answer>'
cp12:2|wrong|tag|'\( 3 \times 16.50 = \$59.50 \)'; '<answer>\n253\n</answer>' (gold 243)
cp12:3|wrong|tag|a '<think>' block AFTER the working; '<answer>\n$253\n</answer>' (gold 243)
cp12:4|correct|tag|no think block
cp12:5|correct|tag|no think block
cp12:6|correct|tag|no think block; '243 dollars' in the working
cp12:7|correct|tag|no think block; '<answer>$16.00</answer>' (a dollar sign and cents)
cp12:8|correct|tag|no think block
cp12:9|correct|tag|no think block; '<answer>\n$16.00\n</answer>'
cp12:10|correct|tag|no think block; 'Now I'll confidently state my answer:' then '<answer>\n$16.00\n</answer>'
cp12:11|correct|tag|'\u00f7' and '\u00d7' escaped in the file; '<answer>$16.00</answer>'
cp12:12|correct|tag|no think block; '<answer>\n$16.00\n</answer>'
cp12:13|correct|tag|no think block; '<answer>\n$16.00\n</answer>'
cp12:14|correct|tag|no think block; '<answer>\n$16.00\n</answer>'
cp12:15|correct|tag|no think block
cp12:16|correct|tag|no think block
cp12:17|correct|tag|'So, the answer is 25 miles.' then '<answer>\n25\n</answer>'
cp12:18|correct|tag|no think block; a trailing newline after '</answer>'
cp12:19|correct|tag|no think block; '<answer>25</answer>'
cp13:0|correct|tag|joined across the pages at 208000 and 224000 (the edge inside 'subtract'); 'he has 45 miles left (60 - 20 = 40; ...)' and '20 + 45 = 65 - 20 = 45' (muddled steps); '<answer>\n25\n</answer>'
cp13:1|correct|tag|a '<think>' block AFTER the working ('20 + 25 = 45 - 20 = 25 miles')
cp13:2|correct|tag|no think block
cp13:3|correct|tag|no think block
cp13:4|correct|tag|no think block
cp13:5|correct|tag|'The second pair ... The third pair' (a slip); no think block
cp13:6|correct|tag|no think block
cp13:7|correct|tag|no think block; '<answer>\n$104\n</answer>' (a dollar sign)
cp13:8|correct|tag|no think block
cp13:9|correct|tag|a '<think>' block AFTER the working
cp13:10|correct|tag|no think block
cp13:11|correct|tag|'Therefore, the answer is 109.' then '<answer>\n109\n</answer>'
cp13:12|correct|tag|no think block
cp13:13|correct|tag|no think block
cp13:14|correct|boxed|no tags: ends on a display '\[ \boxed{109} \]'
cp13:15|correct|tag|no think block
cp13:16|correct|tag|no think block
cp13:17|correct|tag|no think block
k99c:0|wrong|tag|the prompt opens on the page at 16000, the response wholly on 32000 (its key inferred from the next line, q1 r6); '<answer>15</answer>' (gold 6)
k99c:1|wrong|tag|escaped quotes '\"hole\"' in the file; 'Over all 2 + 3 + 3 = 8.'; '<answer>8</answer>' (gold 6)
k99c:2|wrong|boxed|no tags; Python with its output; '\(\boxed{20}\)' (gold 6)
k99c:3|wrong|tag|the pair reversed: '<answer>(101,100)</answer>' (gold (100,101))
k99c:4|wrong|tag|a box inside the tag: '<answer> $\boxed{\left(100,1\right)}$ </answer>' (gold (100,101))
k99c:5|wrong|tag|'so $a = \boxed{(2,101)}$'; '<answer> $(2,101)$ </answer>' (gold (100,101))
k99c:6|wrong|tag|joined across the pages at 32000 and 48000 (the edge inside '\frac{F_4^2}'); '\boxed{(2, 101)}' in the think block; '<answer> $(2,101)$ </answer>' (gold (100,101))
k99d:0|wrong|tag|'\boxed{(101,100)}' in the think block; '<answer> (101,100) </answer>' (the pair reversed; gold (100,101))
k99d:1|correct|tag|'(\boxed{100},\boxed{101})' in the think block; the pair without parentheses: '<answer> 100,101 </answer>'
k99d:2|no_answer|truncated|no '</think>' and no tags; cut at the 1024-token cap inside '\frac{F_{101' with no pair stated
k99d:3|wrong|tag|'= \frac{F_{100}}{F_1} = 2'; '<answer>$(100,1)$</answer>' (gold (100,101))
k99d:4|wrong|tag|'<answer>2</answer>' (gold 4)
k99d:5|wrong|tag|'14 - 12 = 2 units'; '<answer>2</answer>' (gold 4)
cp14:0|correct|stated|debatable: joined across the pages at 224000 and 240000 (the edge after 'Allen'); no answer tag; '\boxed{111}' (from '162/1.6 = 101.25'), then '(think) I made an arithmetic error ... Let me correct that.', a '</think>' with no opener, 'Ten years from now, his age would be: ... = 99 + 10 = 109', then 'However, rounding issues' cut at the length cap; labelled correct by its last stated result after the retracted box
cp14:1|correct|tag|no think block
cp14:2|correct|tag|'\u2019' escaped in the file; a '<think>' block AFTER the working
cp14:3|correct|tag|escaped quotes in the file; a '<think>' block AFTER the working; '<answer>80</answer>'
cp14:4|correct|tag|a '<think>' block AFTER the working; '<answer>80</answer>'
cp14:5|correct|tag|a '<think>' block AFTER the working
cp14:6|correct|tag|no think block
cp14:7|correct|tag|a '<think>' block AFTER the working ('so my mistake was likely in the initial reasoning')
cp14:8|correct|tag|a '<think>' block AFTER the working
cp14:9|correct|tag|no think block
cp14:10|correct|tag|no think block
cp14:11|correct|tag|no think block
cp14:12|correct|tag|no think block
cp14:13|correct|tag|no think block
cp14:14|correct|tag|no think block
cp14:15|correct|tag|no think block
cp14:16|correct|tag|'Therefore, my final answer is:' then '<answer>\n35\n</answer>' and a trailing newline
cp14:17|correct|tag|a '<think>' block AFTER the working
k100c:0|correct|tag|the page at 32000 opens inside q2 r0's line (its response on the page at 16000, not taken)
k100c:1|correct|tag|
k100c:2|correct|tag|'\boxed{6}' in the think block; '<answer> 6 </answer>'
k100c:3|correct|tag|plain-text working
k100c:4|correct|tag|'\boxed{6}' in the think block
k100c:5|correct|tag|'\boxed{6}' in the think block
k100c:6|correct|tag|the piecewise function copied into the think block
k100c:7|correct|tag|
k100c:8|correct|tag|
k100c:9|correct|tag|the line's tail crosses into the page at 48000 (read), the response wholly on 32000
k100d:0|correct|tag|
k100d:1|correct|tag|
k100d:2|correct|tag|
k100d:3|correct|tag|
k100d:4|correct|tag|
k100d:5|correct|tag|the quadratic never solved in the think block; '<answer> 2 </answer>'
k100d:6|wrong|tag|'<answer> 1.7 </answer>' (gold 2)
k100d:7|correct|tag|'<answer>2 </answer>'
k100d:8|wrong|tag|'t = 1.8 and t = 2.84'; '<answer>1.8 </answer>' (gold 2)
k100d:9|wrong|tag|a sentence in the tag with two values: '<answer>0.79 seconds and 7.45 seconds. The first time the projectile reaches 28 meters is at approximately 0.79 seconds. </answer>' (gold 2)
k101c:0|correct|tag|the page at 32000 opens inside q1 r3's response (not taken); '≈' in the think block; a percent sign in the tag: '<answer>6.4% </answer>' (the question asks for a percent; gold 6.4)
k101c:1|correct|tag|'<answer>6.4% </answer>' (a percent sign; gold 6.4)
k101c:2|correct|tag|'<answer>6.4% </answer>' (a percent sign; gold 6.4)
k101c:3|correct|tag|'<answer>6.4% </answer>' (a percent sign; gold 6.4)
k101c:4|correct|boxed|no tags; '49°F' in the working; Python with its output; '\(\boxed{54.4}\)'
k101c:5|correct|tag|joined across the pages at 32000 and 48000 (the edge inside '</answer>')
k101d:0|correct|tag|'\boxed{54.4}' in the think block
k101d:1|correct|tag|
k101d:2|wrong|tag|'\dfrac{49+62+58+57+46}5 = 54' and the lows averaged in; '<answer>48.5</answer>' (gold 54.4)
k102c:0|correct|boxed|the page at 32000 opens inside the line's prompt, the response wholly on it (its key inferred from the next line, q2 r2); no tags; Python with its output; '\(\boxed{7}\)'
k102c:1|wrong|tag|a plan only; '<answer>5</answer>' (gold 7)
k102c:2|correct|tag|
k102c:3|wrong|tag|'a = 2(b - 1)' (an algebra slip); '<answer>6</answer>' (gold 7)
k102c:4|wrong|boxed|no tags; Python output '5' and '\(\boxed{5}\)', then an invented new problem (a pyramid folded from a star) cut at the 1024-token cap; labelled by its box for this question (gold 7)
k102c:5|wrong|tag|'12_a' read as '2a + 1'; '<answer>9 </answer>' (gold 7)
k102c:6|correct|tag|'<answer>7 </answer>'
k102d:0|correct|tag|the line's prompt opens on the page at 32000 (read), the response wholly on 48000
k102d:1|correct|tag|'\boxed{25}' in the think block; '<answer>25 </answer>'
k102d:2|correct|tag|'x = 5 and y = \frac{20}{3}' (an equality-case slip; the value right)
k102d:3|correct|tag|
k102d:4|wrong|tag|'\sqrt{(4x)(9y)} = 6xy'; '<answer>5</answer>' (gold 25)
k102d:5|correct|tag|'\boxed{25}' in the think block
k102d:6|wrong|tag|'7.5 \cdot \frac{10}{3} = \frac{75}{6} = 12.5'; '<answer>12.5</answer>' (gold 25)
k102d:7|correct|tag|'\boxed{25}' in the think block
k102d:8|wrong|tag|an equation chain in the tag: '<answer>3+140=143</answer>' (gold 79)
k102d:9|wrong|tag|'m+n=1+21=\boxed{22}' in the think block, the probability in the tag: '<answer>1/21</answer>' (gold 79; neither is the sum asked)
cp15:0|correct|tag|joined across the pages at 240000 and 256000 (the edge inside 'gold'); a '<think>' block AFTER the working
cp15:1|correct|tag|no think block; '<answer>70</answer>'
cp15:2|correct|tag|no think block
cp15:3|correct|tag|a '<think>' block AFTER the working
cp15:4|correct|tag|a '<think>' block AFTER the working
cp15:5|correct|tag|'Therefore, the answer is 70.' then '<answer>\n70\n</answer>'
cp15:6|correct|tag|no think block
cp15:7|correct|tag|a '<think>' block AFTER the working
cp15:8|correct|tag|no think block; a trailing newline after '</answer>'
cp15:9|correct|tag|'So, the final answer is 23.' then '<answer>\n23\n</answer>'
cp15:10|correct|tag|a '<think>' block AFTER the working
cp15:11|correct|tag|a '<think>' block AFTER the working
cp15:12|correct|tag|a '<think>' block AFTER the working; '<answer>23</answer>'
cp15:13|correct|tag|no think block
cp15:14|correct|tag|no think block
cp15:15|correct|tag|'Therefore, the answer is 9.' then '<answer>\n9\n</answer>'
cp15:16|correct|tag|no think block; '<answer>9</answer>'
cp15:17|correct|tag|no think block
cp15:18|correct|tag|a '<think>' block AFTER the working
cp16:0|correct|tag|joined across the pages at 256000 and 272000 (the edge after 'step by step.\n'); no think block
cp16:1|correct|tag|no think block; '<answer>9</answer>'
cp16:2|correct|tag|no think block
cp16:3|correct|tag|no think block
cp16:4|correct|tag|no think block; '<answer>\n$75.00\n</answer>' (a dollar sign and cents)
cp16:5|correct|tag|'<answer>\n$75.00\n</answer>'
cp16:6|correct|tag|no think block
cp16:7|correct|tag|'he needs 4 yogurts every day' (a slip); '<answer>\n$75.00\n</answer>'
cp16:8|wrong|tag|'30 \div 4 = 7' and '3 packs'; '<answer>\n$15.00\n</answer>' (gold 75)
cp16:9|correct|tag|'<answer>\n$75.00\n</answer>'
cp16:10|correct|tag|'<answer>$75.00</answer>'
cp16:11|correct|tag|'<answer>\n$75.00\n</answer>'
cp16:12|wrong|tag|'\u2019' escaped in the file; 'He sold all 13 Lego sets'; a '<think>' block AFTER the working; '<answer>\n0\n</answer>' (gold 2)
cp16:13|wrong|tag|'$35 ... not $5' treated as a flaw in the question; '<answer>\n13\n</answer>' (gold 2)
cp16:14|wrong|tag|'he would have 13 lego sets remaining'; '<answer>\n13\n</answer>' and a trailing newline (gold 2)
cp16:15|wrong|tag|'he has no Lego sets left unsold' then 'So, the answer is that he still has 13 Lego sets.'; '<answer>\n13\n</answer>' (gold 2)
cp16:16|wrong|tag|'<answer>\n0\n</answer>' (gold 2)
k103c:0|wrong|tag|the page at 32000 opens inside q2 r4's response (not taken); a box inside the tag: '<answer> $\boxed{(5/17,7/17,5/17)}$ </answer>' (gold \left( \frac{4}{13}, \frac{1}{13}, \frac{8}{13} \right))
k103c:1|wrong|tag|'\cfrac' in the tag: '<answer> $\left(0, \cfrac{22}{35}, \cfrac{2}{7}\right)$ </answer>' (gold \left( \frac{4}{13}, \frac{1}{13}, \frac{8}{13} \right))
k103c:2|wrong|tag|the think block closed with '[/think]' instead of '</think>'; '<answer> $\left(\frac{6}{5}, -\frac{2}{5}, -\frac{1}{5}\right) $</answer>' (gold \left( \frac{4}{13}, \frac{1}{13}, \frac{8}{13} \right))
k103c:3|correct|tag|an unclosed '$' before '</think>'; '<answer> -2 + 3i </answer>' (spaces around the plus)
k103c:4|wrong|tag|the product never expanded; '<answer> $\dfrac{22+39i}{13}$ </answer>' (gold -2+3i)
k103c:5|correct|tag|joined across the pages at 32000 and 48000 (the edge inside '2+3i'); '<answer> $-2 + 3i$ </answer>'
k103d:0|correct|tag|'\boxed{-2 + 3i}' in the think block; '<answer> -2 + 3i </answer>'
k103d:1|correct|tag|'<answer>$-2 + 3i$</answer>'
k103d:2|correct|tag|
k103d:3|correct|tag|'-\dfrac{2}{1} + \dfrac{3}{1}i' in the think block; '<answer> $-2 + 3i$ </answer>'
k103d:4|correct|tag|
k103d:5|wrong|tag|'\boxed{139^\circ}' in the think block; '<answer> 139 </answer>' (gold 61^\circ)
k103d:6|correct|tag|no degree sign in the tag: '<answer>61</answer>' (gold 61^\circ)
k103d:7|correct|tag|'<answer>61</answer>' (gold 61^\circ)
k103d:8|correct|tag|'\angle HCB = 78^\circ' (a slip; 41 + 78 is not 119); '<answer>61</answer>' (gold 61^\circ)
k104c:0|wrong|tag|the page at 32000 opens inside q2 r1's response (not taken); a topic name for a think block: 'Functions, patterns, and sequences</think>\n<answer>7</answer>' (gold 6)
k104c:1|wrong|tag|'the number on the tenth finger is 2'; '<answer>2</answer>' (gold 6)
k104d:0|wrong|tag|the line's prompt opens on the page at 32000 (read), the response wholly on 48000; 'The answer is $\boxed{7}$.' in the think block; '<answer>7</answer>' (gold 6)
k104d:1|wrong|tag|'So, the answer is $\boxed{0}$.'; '<answer>0</answer>' after a newline (gold 6)
k104d:2|wrong|tag|'f(x)=$\frac{x}{2}$' and no value in the think block; '<answer>0</answer>' (gold 6)
k105c:0|correct|tag|the page at 32000 opens inside the line's prompt, the response wholly on it (its key inferred from the next line, q2 r3); '<answer> $-\frac{1}{3}$ </answer>'
k105c:1|wrong|tag|a sign slip ('0 = b - 3a'); '<answer> $\frac{1}{3}$ </answer>' (gold -\frac{1}{3})
k105c:2|correct|tag|
k105c:3|wrong|tag|'<answer> 1/3 </answer>' (the sign lost; gold -\frac{1}{3})
k105c:4|correct|tag|
k105c:5|correct|tag|a bare box inside the tag: '<answer> \boxed{-\frac{1}{3}} </answer>'
k105c:6|wrong|tag|'\frac{9}{703} = \frac{1}{84}'; '<answer> 85 </answer>' (gold 758)
k105c:7|correct|tag|muddled counting ('plus the one additional way') reaching 55/703; '<answer>758</answer>'
k105c:8|wrong|tag|joined across the pages at 32000 and 48000 (the edge after 'does not matter'); a box inside the tag: '<answer> \( \boxed{1370} \) </answer>' (gold 758)
k105d:0|wrong|tag|'6/37 ... the sum of m and n is 43'; '<answer> 43 </answer>' (gold 758)
k105d:1|correct|tag|a box inside the tag: '<answer> $\boxed{758}$ </answer>'
k105d:2|wrong|boxed|no tags; '54/703' (the removed number's pair left out); Python output '(54, 703, 757)'; a display '\boxed{757}' (gold 758)
k105d:3|wrong|tag|'<answer>722 </answer>' (gold 758)
k105d:4|wrong|boxed|no tags; Python output '831'; '\(\boxed{831}\)' (gold 758)
cp17:0|wrong|tag|joined across the pages at 272000 and 288000 (the edge inside 'the consistency'); a '<think>' block AFTER the working; '<answer>\n13\n</answer>' (gold 2)
cp17:1|wrong|tag|'Therefore, John still has 0 Lego sets.'; '<answer>\n0\n</answer>' (gold 2)
cp17:2|wrong|stated|debatable: no answer tag; '5/15 = 1/3' then 'Therefore, he no longer has any lego sets.' and a '<think>' block cut at the length cap ('Since the task asks for the number of lego sets he still has,'); labelled wrong by its last stated result (none; gold 2)
cp17:3|correct|tag|'\u2019' escaped in the file; a '<think>' block AFTER the working
cp17:4|correct|stated|debatable: no answer tag; 'Therefore, his average speed for all three days is consistent at 10 mph.' then a '<think>' block cut at the length cap ('the first day he runs 30'); labelled correct by its last stated result
cp17:5|correct|tag|no think block
cp17:6|correct|tag|a '<think>' block AFTER the working; '<answer>\n10 mph\n</answer>' (a unit)
cp17:7|correct|tag|no think block; '<answer>\n10 miles per hour\n</answer>' (a unit phrase)
cp17:8|correct|tag|'Total distance for the three days: ... = 6 hours' (a wording slip); a '<think>' block AFTER the working
cp17:9|correct|tag|no think block
cp17:10|correct|tag|no think block; '<answer>\n10 mph\n</answer>' (a unit)
cp17:11|correct|tag|no think block
cp17:12|wrong|tag|joined across the pages at 288000 and 304000 (the edge after '**Total distance covered in six hours:**\n   -'); walking taken as 12 mph; a '<think>' block AFTER the working; '<answer>60</answer>' (gold 18)
cp18:0|wrong|tag|walking taken as 4 mph; a '<think>' block AFTER the working; '<answer>\n28\n</answer>' (gold 18)
cp18:1|no_answer|truncated|no tags; 12 miles running and 6 miles walking found, cut at the length cap inside '\text{Total' with no total stated
cp18:2|correct|tag|no think block
cp18:3|correct|tag|no think block
cp18:4|wrong|tag|walking taken as 4 mph; '<answer>\n28\n</answer>' (gold 18)
cp18:5|wrong|tag|'\u2019' escaped in the file; the skip speed halved for running; '<answer>\n4.5\n</answer>' (gold 18)
cp18:6|correct|tag|'\u2019' escaped in the file; a '<think>' block AFTER the working
cp18:7|correct|tag|a '<think>' block AFTER the working
cp18:8|correct|tag|no think block; a trailing newline after '</answer>'
cp18:9|correct|tag|a '<think>' block AFTER the working
cp18:10|correct|tag|no think block
cp18:11|correct|tag|a '<think>' block AFTER the working
cp18:12|correct|tag|'So, I am confident in this calculation.' then a '<think>' block
cp18:13|correct|tag|a '<think>' block AFTER the working
k74d:0|wrong|tag|the page at 48000 opens inside q2 r5's line (its response on the page at 32000, not taken); '\frac{7}{9} \cdot 9 = 7'; '<answer>7</answer>' (gold 63)
k74d:1|wrong|tag|'<answer>7</answer>' (gold 63)
k74d:2|correct|tag|only the fixed points of f found; '<answer>2 </answer>'
k74d:3|no_answer|truncated|no '</think>' and no tags; 'there are infinitely many elements in $S$' in the working, cut at the 1024-token cap mid-sentence ('Since $S_1$ and') with no count given
k74d:4|correct|tag|'<answer>2 </answer>'
k75d:0|wrong|tag|a malformed closing tag followed by Chinese text: 'ln x</think> <answer>1.6</answer到场时候...' ending '所以，$\ell^2$大约是$27^2=729$。'; wrong whichever is read (1.6 in the tag, 729 after it; gold 245)
k75d:1|wrong|tag|'<answer>70.85</answer>' (gold 245)
k76d:0|wrong|tag|the page at 48000 opens inside q3 r3's response (not taken); the think block closed with '\end{think}'; '<answer> 26 </answer>' (gold 13)
k76d:1|wrong|tag|'<answer>121</answer>' (gold 13)
k76d:2|correct|tag|
k76d:3|wrong|tag|a '< thought>' ... '</thought>' block and '\boxed60'; '<answer>60</answer>' (gold 13)
k76d:4|correct|boxed|no answer tag: 'The answer is \(\boxed{-5}\). </think>' at the end
k76d:5|correct|tag|
k76d:6|correct|tag|'<answer> -5 </answer>'
k76d:7|correct|tag|'<answer> -5 </answer>'
k76d:8|correct|tag|
k76d:9|correct|tag|the response opens with a space and a newline
k77d:0|wrong|tag|the page at 48000 opens inside q2 r6's response (not taken); '<answer> $[-\frac{4}{3}, \frac{4}{3}]$ </answer>' (gold [-\tfrac13, 1])
k77d:1|wrong|tag|no '</think>'; 'a + b = 140' (a slip); '<answer> $\frac{83}{94}$ </answer>' (gold \frac{7}{9})
k77d:2|wrong|tag|the think block ends '\cos A=...=-\frac{43}{45}', the tag drops the sign: '<answer> $\frac{43}{45}$ </answer>' (gold \frac{7}{9})
k77d:3|no_answer|truncated|no tags; '= -1' then 'However, we need to consider the condition', cut at the 1024-token cap inside a fraction with no value of \cos A stated
k77d:4|wrong|tag|'there must be an error in our reasoning.  We conclude that $\cos A = \boxed{\frac{1}{2}}$'; '<answer> $\frac{1}{2}$ </answer>' (gold \frac{7}{9})
k77d:5|correct|tag|nonsense working ('BC=AD', 'AC=180-x=160') reaching '\boxed{\frac{7}{9}}'; '<answer> $\frac{7}{9}$ </answer>'
k77d:6|wrong|tag|'Plugging in $AD=13$'; '<answer> $\frac{11}{65}$ </answer>' (gold \frac{7}{9})
k78d:0|wrong|tag|the page at 48000 opens inside q3 r2's response (not taken); the smaller root ignored; '<answer>4</answer>' (gold 2)
k78d:1|wrong|tag|'6x=8\cdot 1'; '<answer>$\frac{14}{3}$</answer>' (gold 2)
k78d:2|correct|tag|
k78d:3|correct|tag|
k78d:4|wrong|tag|a sign slip; a hedge in the tag: '<answer>$3\pm\sqrt{17}$</answer>' (gold 2)
k78d:5|correct|tag|'f(-4)-(-4)^2=-16' (a typo for '='); '<answer>-256 </answer>'
k78d:6|wrong|tag|a Unicode minus '−4' in the working; stops after three applications; '<answer>-16</answer>' (gold -256)
k79d:0|no_answer|truncated|the page at 48000 opens inside the line's prompt, the response wholly on it (its key inferred from the next line, q3 r0); no tags after '</think>'; Python that fails ('SyntaxError'), then revised code cut at the 1024-token cap with no value given
k79d:1|wrong|tag|'the smallest possible value of the expression is $1.$'; '<answer>1</answer>' (gold \frac{4}{3})
k79d:2|wrong|A_colon|no tags: a last line 'Answer: 2' (gold \frac{4}{3})
k79d:3|no_answer|truncated|no '</think>' and no tags; critical point t = -1/3, s = 1/3 found, cut at the 1024-token cap at 'Now' with no value of the expression stated
k80d:0|correct|tag|the page at 48000 opens inside q3 r3's response (not taken)
k80d:1|correct|tag|
k80d:2|correct|tag|
k80d:3|correct|tag|
k80d:4|correct|tag|
k80d:5|correct|tag|
k80d:6|correct|tag|
k80d:7|correct|tag|a one-line think block
k80d:8|correct|tag|
k80d:9|correct|tag|
k80d:10|correct|tag|
k80d:11|correct|tag|
cp19:0|correct|tag|joined across the pages at 304000 and 320000 (the edge inside 'javelin'); no think block
cp19:1|correct|tag|'1000 feet + 1 foot (slightly more than 1000 feet)' and 'Polly can stand 1200 feet away' (muddled) then '200 feet outside'; a '<think>' block AFTER the working
cp19:2|correct|tag|'\u2019' escaped in the file; '<answer>\n200 feet\n</answer>' (a unit word)
cp19:3|correct|tag|no think block
cp19:4|correct|tag|'\u00d7' escaped in the file; '<answer>200 feet</answer>' (a unit word)
cp19:5|correct|tag|'\u2019' escaped in the file; no think block
cp19:6|correct|tag|no think block
cp19:7|wrong|tag|'<answer>1 foot</answer>' (gold 200)
cp19:8|correct|tag|no think block
cp19:9|correct|tag|no think block
cp19:10|correct|tag|a '<think>' block AFTER the working ('\u00d7' escaped in the file)
cp19:11|correct|tag|'\u00d7' escaped in the file; no think block
cp19:12|correct|tag|'<answer>26</answer>'
cp19:13|correct|tag|'<answer>26</answer>'
cp19:14|correct|tag|no think block
cp19:15|correct|tag|'\u00d7' escaped in the file; no think block
cp19:16|wrong|stated|debatable: no answer tag; '0.8 servings' then 'you would have about 0 full servings available from the bag.' and a '<think>' block cut at the length cap ('having consumed 180'); labelled wrong by its last stated result (servings, not the grams asked; gold 48)
cp19:17|correct|tag|no think block
cp19:18|wrong|tag|'250 calories / 5 grams = 50 grams per serving'; '<answer>\n40\n</answer>' (gold 48)
k81d:0|wrong|tag|the page at 48000 opens inside q3 r5's response (not taken); Unicode '³', '²', '≠' in the working; '<answer>11011 </answer>' (no base subscript; gold 10001_2)
k81d:1|correct|A_colon|no answer tag: 'Answer: \(10001_2\)' then '</think>' at the end
k81d:2|correct|tag|'<answer>36 </answer>'
k81d:3|correct|tag|
k81d:4|correct|tag|
k81d:6|correct|tag|'<answer>36 </answer>'
k81d:7|correct|tag|the think block stops at '6^2', the tag gives 36
k81d:8|correct|tag|
k81d:9|correct|tag|plain-text exponents ('6^(12-10)')
k81d:10|correct|tag|the line's tail crosses into the page at 64000 (not read), the response wholly on 48000
cp20:0|correct|tag|joined across the pages at 320000 and 336000 (the edge inside 'would'); no think block
cp20:1|correct|tag|no think block
cp20:2|correct|tag|'Therefore, the answer is:' then '<answer>48g</answer>' (a unit)
cp20:3|wrong|tag|'\u2248 47.98 grams' rounded down; '<answer>\n47\n</answer>' and a trailing newline (gold 48)
cp20:4|wrong|tag|'\u2019' escaped in the file; '<answer>\n240 grams\n</answer>' (gold 48)
cp20:5|wrong|tag|'\u00d7' escaped in the file; the second pound's cost left out; '<answer>\n$30.00\n</answer>' (gold 20)
cp20:6|correct|tag|'<answer>\n$20.00\n</answer>' (a dollar sign and cents)
cp20:7|correct|tag|'Now I will put it all together in the answer format.' then '<answer>\n$20.00\n</answer>'
cp20:8|correct|tag|'<answer>\n$20.00\n</answer>'
cp20:9|correct|tag|'$10 beeswax + $10 wicks' (a muddled split) reaching $20; '<answer>\n$20.00\n</answer>'
cp20:10|wrong|tag|'<answer>\n$30.00\n</answer>' (gold 20)
cp20:11|correct|tag|'<answer>\n$20.00\n</answer>'
cp20:12|correct|tag|'20 candles (which is half a pound of beeswax)' (wrong working) reaching $20; '<answer>\n$20.00\n</answer>'
cp20:13|correct|tag|no think block
cp20:14|correct|tag|no think block
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
