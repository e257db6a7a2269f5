r"""Build public_heldout83.jsonl: an 83rd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (metrics, format_reward, answer_reward, reward,
reward_scores / correctness_reward_func, the CSV's 0/1 `maj_1s` column and the like) were not used
to label: each completion was read, its final answer found and compared with the gold by hand.

Method (round 81's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages).
* KleistvonLiu: the helper pasted, from each page as the read_file answer displays it (the page
  text JSON-escaped once more), each taken record's `response` body as displayed, one line a
  record, under a header line with the record's key, its gold in the file's form and the problem's
  opening words (decoded), into pages/k<step>p12.txt. work/mk.py decoded each displayed body once
  into the file's JSON string body (`r`, `enc` = `json`, decoded once more by the build) and
  checked that it decodes twice without error, that the file form holds no unescaped quote and that
  the decoded completion holds no control character but newline and carriage return. NOT checked
  for these: no script compared the pasted records with the page text; a paste that dropped,
  doubled or swapped a span of a response without breaking its escapes would not have been caught.
* RobbenRibery (CSV) and pruksmhc (JSON lines): each page's whole text was pasted as displayed
  into pages/rr_<offset>.txt and pages/pk_<offset>.txt; work/mk.py decoded each display form once
  into the page text and checked its length: all five pages (RobbenRibery 816000, 832000, 848000;
  pruksmhc 1072000, 1088000) decode to exactly 16,000 characters. RobbenRibery: the three pages
  were joined in file order and parsed with Python's csv module from the first row that opens on
  816000 (Gomer's potatoes, row 870; Marilyn's boots, row 869, opens on 800000, not read this
  round, and is not taken); the last row (the Kennel house, cut by the end of 848000) is dropped.
  Each record's `r` is the row's `sampled_completions` field as the csv module reads it (`enc` =
  `text`). Row numbers continue round 81's count. pruksmhc: the two pages were joined and split
  into lines; the first (Carly's cupcakes completion 0, opening on 1056000) and the last (James's
  blueberries completion 0, cut by the end of 1088000) are dropped; each whole line was parsed with
  json and its one assistant message's `content` is the record's `r` (`enc` = `text`). John's
  cassette completion 2 is joined across the two pages read. Nothing was retyped from a decoded
  form. No loop needed a marker (no looping record on the pages read). Every read_file answer gave
  the offset asked and a next_offset 16,000 further, and total_chars above the page's end
  (KleistvonLiu 521,906 / 460,466 / 564,822; pruksmhc 2,687,305; RobbenRibery 1,122,752). Nothing
  is shortened.

Edges, KleistvonLiu (page 12 = offset 192000 of steps 92, 93, 94). Step 92's page opens inside
q11 r6's prompt: its whole response is on the page and is taken; the page ends inside q12 r4's
response (not taken). Step 93's page opens inside q14 r2's prompt (its response, whole on the page,
taken) and ends inside q15 r2's prompt. Step 94's page opens inside the `problem`
metadata of the line before q13 r0 (not taken: no response on the page) and ends inside q13 r5's prompt; q13 r1-r3 are
responses cut by the run's 1024-token limit (the file's num_output_tokens), labelled no_answer.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl and
/tmp/rounds/real*/public_heldout*.jsonl: 124 files, 19,233 distinct completions, by script,
work/dedup.py, reading no labels) and with the others of this round. None repeats an earlier round.
Dropped as repeats within the round (kept in the transcriptions' numbering, not built): pk1072 rec
13 (Solo completion 6 = completion 0, rec 7); recs 16-22 (John's cassette completions 1-7 =
completion 0, rec 15).

Repository counts (95 records): RobbenRibery/rft-gsm8k 45 (47.4 %), pruksmhc/gsm8k_minimal_rl 31
(32.6 %), KleistvonLiu/assignment5-alignment 19 (20.0 %). No licence file was found for any of
them in the index (earlier rounds looked; not looked up again this round); `licence` per record.

Split: long_cot 45 (RobbenRibery: Phi-3.5-mini RFT step-by-step prose ending '#### N'),
think_answer 50 (KleistvonLiu the R1-Zero '<think> ... </think> <answer> ... </answer>' prompt;
pruksmhc '<reasoning> ... </reasoning> <answer> ... </answer>'). GSM8K 76 (RobbenRibery 45,
pruksmhc 31, all GSM8K test), MATH 19 (KleistvonLiu, MATH test problems).

Truths: correct 58, wrong 34, no_answer 3 (RobbenRibery 35 / 10 / 0; pruksmhc 18 / 13 / 0;
KleistvonLiu 5 / 11 / 3). Forms: hash 45, tag 45, boxed 2 (k93p12 recs 4 and 7: no '</think>' and
no answer tag, code and boxes), truncated 3.

Label conventions (rounds 37-81's): the last final answer counts; a response cut before any final
answer is no_answer; equal in value but written differently is correct; another quantity is wrong;
two different final answers are wrong; in the tag format the `<answer>` content is the final answer
whatever the working says; with no answer tag the completion is labelled by its last box or last
stated result; in the '####' format the marked value is the answer even when the working ends on
another number.

Golds: KleistvonLiu: the file's `ground_truth` as transcribed (the build looks the problem up in
MATH-500 by its opening words and checks equality where found). pruksmhc's file stores no gold:
the transcribed gold is the gsm8k/test.jsonl '####' value of the question found by its opening
words (looked up by script, work/mk.py, before labelling). RobbenRibery's gold is the CSV's
`ground_truth_completions` '####' value; the build checks every GSM8K gold against
gsm8k/test.jsonl by the question's opening words.

Pages read this round (for the next round not to repeat them): KleistvonLiu/assignment5-alignment
outputs/grpo_full_mathv2/rollout_step_0000NN/rollouts.jsonl at 3368ea6, offset 192000 (page 12)
of steps 92, 93, 94 (= k92p12, k93p12, k94p12); pruksmhc/gsm8k_minimal_rl
rollout_ckpt_200_gsmk_qwen.jsonl at 07bfdb9, offsets 1072000, 1088000 (= pk1072); RobbenRibery/
rft-gsm8k the beta1(1) equation-with-text checkpoint-22 CSV at 1596f34, offsets 816000, 832000,
848000 (= rr816, rows 870-914).

Leads for a later round: KleistvonLiu page 12 of steps 95, 96; page 13 (208000) of steps 82, 86,
88, 91, 85, 90, and of 92 (q12 r4 opens at the end of 192000), 93, 94. pruksmhc rollout_ckpt_200
from 1104000 (James's blueberries completion 0 opens at the end of 1088000: re-read 1088000 or
start with completion 1). RobbenRibery checkpoint-22 CSV from 864000 (the Kennel house row, 915,
opens at the end of 848000). cppywh Instruct-Think.json from 160000 (not reached).

Usage: python build_public_heldout83.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout83.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import (  # noqa: E402
    KL,
    KL_PROMPT,
    KLC,
    NO_LICENCE,
    pruksmhc_source,
    robbenribery_source,
)

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout83.jsonl"
SOURCE = "public_heldout83"

KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-81 took pages 0-13 of steps "
    "74-105 in part; this round page {} (offset {}) of step {}), rollout step {}, on MATH test "
    "problems; the record is one line's response (the text after the prompt's closing "
    "'Assistant: <think>')"
)

KL_PAGES = {f"k{step}p12": (step, 12) for step in (92, 93, 94)}


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


PK_PAGES = "1072000-1103999 (two pages joined: 1072000, 1088000)"
RR_PAGES = "816000-863999 (three pages joined: 816000, 832000, 848000)"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    **{short: _kl(short) for short in KL_PAGES},
    "pk1072": pruksmhc_source("pk1072", PK_PAGES),
    "rr816": robbenribery_source("rr816", "b1wt", RR_PAGES),
}

# pasted but not built: repeats within the round (see the docstring)
DROP = {("pk1072", 13)} | {("pk1072", n) for n in range(16, 23)}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
k92p12:0|wrong|tag|'<answer>12/5,1/5</answer>' (gold 12,9)
k92p12:1|wrong|tag|'<answer>6.25,6.25</answer>' (gold 12,9)
k92p12:2|correct|tag|'<answer> $2x^2 - 12x + 20$ </answer>'
k92p12:3|correct|tag|'<answer> $2x^2 - 12x + 20$ </answer>'
k92p12:4|correct|tag|'<answer> $2x^2 - 12x + 20$ </answer>'
k92p12:5|correct|tag|'<answer> $2x^2 - 12x + 20$ </answer>'
k93p12:0|wrong|tag|'<answer> $-3$ </answer>' (gold -6)
k93p12:1|wrong|tag|'<answer> $\frac{3\pm\sqrt{15}i}{2}$ </answer>' (gold -6)
k93p12:2|wrong|tag|'<answer>$-\frac{2}{3}$</answer>' (gold -6)
k93p12:3|correct|tag|
k93p12:4|wrong|boxed|no '</think>' and no answer tag: a Python block and an output block, then 'the answers are \(\boxed{-3}\) and \(\boxed{2}\)' (two answers, gold -6)
k93p12:5|wrong|tag|'<answer> $\frac{-3 \pm \sqrt{33}}{2}$ </answer>' (gold -6)
k93p12:6|wrong|tag|'\boxed{2^{100}}' in the working, then '<answer>2^{100}</answer>' (gold \frac{1}{2^{98}})
k93p12:7|wrong|boxed|no '</think>' and no answer tag: numpy code and output, then a last '\boxed{0}' (gold \frac{1}{2^{98}})
k94p12:0|wrong|tag|'<answer> 300 </answer>' (gold 262)
k94p12:1|no_answer|truncated|cut by the 1024-token limit at '\[c_4 =' before any answer
k94p12:2|no_answer|truncated|cut by the 1024-token limit inside an expanded cubic, before any answer
k94p12:3|no_answer|truncated|cut by the 1024-token limit at 'For' after several rejected tries (1151, 10202, 10401, 494, 1121), no final answer
k94p12:4|wrong|tag|'\boxed{505}' in the working, then '<answer>505</answer>' (gold 262)
pk1072:0|correct|tag|
pk1072:1|correct|tag|
pk1072:2|correct|tag|
pk1072:3|correct|tag|
pk1072:4|correct|tag|
pk1072:5|correct|tag|
pk1072:6|correct|tag|
pk1072:7|correct|tag|
pk1072:8|wrong|tag|'<answer>\n8.5\n</answer>' (gold 6)
pk1072:9|wrong|tag|'<answer>\n7.8\n</answer>' (gold 6)
pk1072:10|wrong|tag|'<answer>\n1.17\n</answer>' (gold 6)
pk1072:11|correct|tag|
pk1072:12|wrong|tag|'<answer>\n8.5\n</answer>' (gold 6)
pk1072:14|wrong|tag|'<answer>\n8.5\n</answer>' (gold 6)
pk1072:15|correct|tag|
pk1072:23|correct|tag|
pk1072:24|correct|tag|
pk1072:25|correct|tag|
pk1072:26|correct|tag|
pk1072:27|correct|tag|
pk1072:28|correct|tag|
pk1072:29|wrong|tag|'<answer>\n0\n</answer>' after '7 - 7.5 = negative half a day' (gold 20)
pk1072:30|correct|tag|
pk1072:31|wrong|tag|'<answer>\n30\n</answer>' (gold 24)
pk1072:32|correct|tag|
pk1072:33|wrong|tag|'<answer>\n9\n</answer>' (gold 24)
pk1072:34|wrong|tag|'<answer>\n28\n</answer>' (gold 24)
pk1072:35|wrong|tag|'<answer>\n19\n</answer>' (gold 24)
pk1072:36|wrong|tag|'<answer>\n14\n</answer>' (gold 24)
pk1072:37|wrong|tag|'<answer>\n9\n</answer>' (gold 24)
pk1072:38|wrong|tag|'<answer>\n40\n</answer>' (gold 24)
rr816:870|wrong|hash|'#### 108' (gold 27)
rr816:871|wrong|hash|'#### 3' (gold 2: Morgan herself is one of the three)
rr816:872|correct|hash|
rr816:873|wrong|hash|'Final answer: #### 408' (gold 284)
rr816:874|correct|hash|
rr816:875|correct|hash|
rr816:876|wrong|hash|'#### 70' after a working that ends on 0.7 (gold 24)
rr816:877|correct|hash|
rr816:878|correct|hash|'Final answer: #### 310'
rr816:879|correct|hash|
rr816:880|correct|hash|
rr816:881|correct|hash|
rr816:882|correct|hash|
rr816:883|correct|hash|
rr816:884|correct|hash|'Final answer: #### 2'
rr816:885|correct|hash|
rr816:886|correct|hash|
rr816:887|correct|hash|
rr816:888|correct|hash|
rr816:889|correct|hash|'Final answer: #### 225'
rr816:890|correct|hash|'Final answer: #### 4'
rr816:891|correct|hash|
rr816:892|correct|hash|'Final answer: #### 80'
rr816:893|wrong|hash|'#### 3' (gold 2)
rr816:894|wrong|hash|'#### 0.50' (gold 2)
rr816:895|correct|hash|
rr816:896|wrong|hash|'Final answer: #### 17.6' (gold 22)
rr816:897|correct|hash|
rr816:898|correct|hash|
rr816:899|correct|hash|
rr816:900|correct|hash|
rr816:901|correct|hash|'Final answer: #### 120'
rr816:902|correct|hash|
rr816:903|correct|hash|
rr816:904|correct|hash|
rr816:905|correct|hash|'Final answer: #### 18' after '$18.00'
rr816:906|correct|hash|
rr816:907|correct|hash|'Final answer: #### 9' after '$9.00'
rr816:908|wrong|hash|'#### 570' (gold 255)
rr816:909|wrong|hash|'#### 7' after an absolute value of 21 - 28 (gold 8)
rr816:910|correct|hash|'Final answer: #### 75'
rr816:911|correct|hash|
rr816:912|wrong|hash|'#### 3' (gold 15)
rr816:913|correct|hash|'Final answer: #### 30'
rr816:914|correct|hash|
"""


def build(raws: list[dict]) -> list[dict]:
    raws = [r for r in raws if (r["src"], r["rec"]) not in DROP]
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if (
        __doc__ is None
    ):  # the module text above is not the docstring (the sys.path line comes first)
        __doc__ = "Build public_heldout83.jsonl: an 83rd held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
