__doc__ = r"""Build public_heldout270.jsonl: a 270th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own fields (`success`, `error`) were not used to label (the file holds no
verdict and no gold): each completion was read, its final answer found and compared by hand with
the gold of the same problem in the same repository.

A source new to the corpus (round 223 scouted it: its page 0 was read, not taken; its "Leads"
named it): the '<mythink> ... </mythink> <answer> ... </answer>' format, a variant of the R1-Zero
tags, on MATH problems. 18 records (the brief asked for about 50 from several places in the file;
the time given allowed the file's first two pages and the gold file's first page only; see
"Leads").
* tx: Tianshi-Xu/assignment5-alignment data/math_hf/math_responses.jsonl at 2f19ce7 (746,186
  characters; JSON lines {prompt_index, prompt, response, success, error}). The `prompt` is the
  file's own: 'Below is a math question, first thinks about the reasoning process in the mind and
  then provides with the answer. The reasoning process is enclosed within <mythink> </mythink> and
  answer is enclosed within <answer> </answer> tags, respectively, i.e., <mythink> reasoning
  process here </mythink> <answer> answer here </answer>. Question: {problem}'; the record is the
  line's `response` (lines whose `response` is null, `success` false, are not records: prompt_index
  2, 3, 6, 8, 15 here). The generating model is not named in the file; the repository's
  cs336_alignment/gen_data.py (read) is Azure AI Inference's sample script (a 'What are 3 things
  to visit in Seattle?' call, max_tokens=1000) whose default deployment is 'DeepSeek-R1-0528', so
  the responses are probably DeepSeek-R1-0528's answer text (no reasoning trace of its own; the
  '<mythink>' working is part of the answer text); the script that wrote the file was not found.
  Pages 0 and 16000 joined (= resp_0, resp_16000): prompt_index 0-22 whole; 18 kept (0, 1, 4, 5,
  7, 9, 10, 11, 12, 13, 14, 16, 17, 18, 19, 20, 21, 22). prompt_index 13 (the list 2008, 2003,
  ..., 3) crosses the page edge inside its prompt; prompt_index 23 (round 4/7 to the nearest
  tenth) is cut at the end of page 16000 inside its response and dropped.
Gold: the file has none. prompt_index is the line number of data/math_hf/valid.jsonl in the same
repository and commit (its page 0, = valid_0, read: lines 0-22 whole; line 23 cut inside its
solution): cs336_alignment/eval_math.py and valid_math.py (read) build their prompts from
valid.jsonl in file order, and its comment example 'What is the smallest multiple of 6 greater
than 115?' is prompt_index 10. For every record kept, work/extract.py checked that the problem
in the prompt (after 'Question: ') equals valid.jsonl's `problem` of the same line character for
character (18 of 18). The gold is the `\boxed{}` value of that line's `solution` (the MATH
solution), typed by hand from reading it, and checked by script to stand as '\boxed{gold}' in the
solution. valid.jsonl's lines 0-22 are all MATH Prealgebra; the build looks each problem up in
MATH-500 by its opening words: none of the 18 is there (`gold_source`).

Method (rounds 88-262's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length: all three at
16,000. One paste came out wrong and was mended before anything was cut: resp_0's first paste ran
on past the display's last words (prompt_index 13's prompt head '... in the mind and then ') with
an invented copy of prompt_index 0's line (an eye slip back up the display); the run-on was cut at
those last words by script, then 16,000, and the join with page 16000 (which opens 'provides with
the answer.') reads on. The file's non-ASCII characters ('÷', '×', '∩', '∪', '³') stand literally
in the display and were pasted as shown. work/extract.py cut the records out by script
(raw_tx.jsonl: `r` the completion's JSON string body as the file holds it, `enc` = json, decoded
once by the build), parsed every whole line of the join with json and checked that the cut body
decodes to the parsed `response`, checked each prompt's head (the file's prompt above) and each
problem against valid.jsonl (the check of the prompt parts of the pastes), refused completions
holding a control character other than newline, carriage return and tab (none did). The
completions were read over against the displayed pages while labelling (their final answers) and
the golds against the displayed valid.jsonl page. Nothing was retyped from a decoded form; nothing
is shortened. work/dedup.py checked repeats.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 312 files, 35,929 distinct completions at the last run, by script,
work/dedup.py, reading no labels) and with the others of this round: no repeat; nothing dropped.

Repository counts (18 records): Tianshi-Xu/assignment5-alignment 18 (100 %). Licence: no LICENSE
file in the repository's index listing (find_files, this round); `licence` per record.

Split: think_answer 18 (the prompt asks for '<mythink>' working and an '<answer>' tag; 16 answer in
the tag after '</mythink>'; tx:13 gives its working and its result first, outside any tag, then
a '<mythink>' summary and '<answer>402</answer>'; tx:12 is cut before any tag), long_cot 0. All
MATH (18; MATH Prealgebra problems of the course's validation file); GSM8K 0.

Truths: correct 17, wrong 0, no_answer 1; debatable 1 (tx:12). Forms: tag 17 (bare values 12;
a value in '\( ... \)' inside the tag 4: tx:4, 11, 16 '\(\dfrac{13}{5}\)', 22; the answer-first
layout tx:13), truncated 1 (tx:12).

Label conventions (rounds 37-262's): the last final answer counts; in the tag format the
`<answer>` content is the final answer whatever the working says, a value in '\( \)' delimiters
read for the value it states (tx:4, 11, 16, 22); equal in value but written differently is correct
(tx:16 '\dfrac{13}{5}' for '\frac{13}{5}'); a response cut at the token cap before any final answer
is no_answer (tx:12, debatable: its working says 'we round down, and the tenths digit (which is
7) remains unchanged' but it is cut at 'Thus, for any number' before any value is stated; correct
arguable for a reader who takes the rounding as committed).

Pages read this round (for the next round not to repeat them): Tianshi-Xu/assignment5-alignment
data/math_hf/math_responses.jsonl at 2f19ce7 offsets 0 (round 223's scouting page, read again)
and 16000; data/math_hf/valid.jsonl at 2f19ce7 offset 0; data/math_hf/test.jsonl at 2f19ce7 offset
0 (scouting: MATH test problems, not the responses' source); cs336_alignment/gen_data.py,
base_model.py, eval_math.py, valid_math.py (code).

Leads for a later round: math_responses.jsonl from 32000 (prompt_index 23, round 4/7 to the
nearest tenth, opens in 16000 and is cut inside its response at '- This process shows': re-read
16000 and join; the file runs to 746,186 characters, about 45 more pages, some lines null); golds
from valid.jsonl (314,915 characters, about 20 pages; prompt_index = line number, checked for
lines 0-22: check each problem again, character for character, as extract.py does; valid.jsonl's
line 23 is cut at the end of its page 0 inside its solution, re-read 0 and join 16000). The
responses run about 13 a page and valid.jsonl about 23 lines a page, so a page of responses at
offset X needs valid.jsonl near the same prompt_index (roughly line X/1230, offset about 680 per
line: find the line by its problem's opening words). The responses so far are nearly all right
(17 of 18): the tag's content form ('\( \)', '\dfrac') and the answer-first layout (tx:13) are
what this source adds; nulls (`success` false) cluster on [asy] diagram problems. Round 223's other
leads (desirepathh sft_gpt-oss-120b.jsonl other pages, the course's data/MATH/sft.jsonl,
zifanwangsteven's analysis files, dothereading's files from round 262's leads) were not taken here.

Usage: python build_public_heldout270.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout270.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout270.jsonl"
SOURCE = "public_heldout270"

MYTHINK = (
    "the file's own prompt: 'Below is a math question, first thinks about the reasoning process in "
    "the mind and then provides with the answer. The reasoning process is enclosed within <mythink> "
    "</mythink> and answer is enclosed within <answer> </answer> tags, respectively, i.e., "
    "<mythink> reasoning process here </mythink> <answer> answer here </answer>. Question: "
    "{question}' (as the line's `prompt` holds it); the record is the line's `response`"
)

TX = "Tianshi-Xu/assignment5-alignment"
TXC = "2f19ce7f859159fb60fccfd649725abd337cd07b"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "tx": (
        "tx-mythink-answer-math-valid", TX, "data/math_hf/math_responses.jsonl", TXC,
        "not named in the file: probably DeepSeek-R1-0528 (the default deployment of the "
        "repository's cs336_alignment/gen_data.py, an Azure AI Inference sample script with "
        "max_tokens=1000; the script that wrote the file was not found), its answer text (no "
        "reasoning trace of its own); on the problems of data/math_hf/valid.jsonl in order "
        "(prompt_index = line number); pages 0 and 16000 joined (prompt_index 0-22, 18 non-null "
        "responses)",
        MYTHINK, "think_answer", "math",
        "gold: none; it is the `\\boxed{}` value of the `solution` of data/math_hf/valid.jsonl's "
        "line prompt_index at the same commit, whose `problem` equals the prompt's question "
        "character for character",
        NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
tx:0|correct|tag|'Thus, the average is 73.', '<answer>73</answer>'
tx:1|correct|tag|'|P ∩ E| = 5', '<answer>5</answer>'
tx:4|correct|tag|'<answer>\(\frac{1}{2}\)</answer>'
tx:5|correct|tag|'The greatest among them is 23.', '<answer>23</answer>'
tx:7|correct|tag|'<answer>12</answer>'
tx:9|correct|tag|'Both methods confirm the result is 1056.', '<answer>1056</answer>'
tx:10|correct|tag|'<answer>120</answer>'
tx:11|correct|tag|'<answer>\(\frac{1}{9}\)</answer>'
tx:12|no_answer|truncated|debatable: cut at the token cap at 'Thus, for any number' with no tag and no value stated; the working says 'we round down, and the tenths digit (which is 7) remains unchanged' (gold 2.7); correct arguable if the rounding is taken as committed
tx:13|correct|tag|crosses the edge of pages 0 and 16000 inside its prompt; answers first outside any tag ('Both methods confirm that the sequence has 402 terms.'), then a '<mythink>' summary and '<answer>402</answer>'
tx:14|correct|tag|'Therefore, the LCM is 5400 days.', '<answer>5400</answer>'
tx:16|correct|tag|'<answer>\(\dfrac{13}{5}\)</answer>' (gold '\frac{13}{5}')
tx:17|correct|tag|'The simplified result is 64.', '<answer>64</answer>'
tx:18|correct|tag|'<answer>10</answer>'
tx:19|correct|tag|'Both methods confirm the result is 40.', '<answer>40</answer>'
tx:20|correct|tag|'Thus, the difference is 1.21.', '<answer>1.21</answer>'
tx:21|correct|tag|'Area = 22 × 16 = 352 square feet', '<answer>352</answer>'
tx:22|correct|tag|'<answer>\(\frac{11}{16}\)</answer>'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout270.jsonl: a 270th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
