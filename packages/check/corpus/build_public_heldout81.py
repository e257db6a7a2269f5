r"""Build public_heldout81.jsonl: an 81st held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (metrics, format_reward, answer_reward, reward,
reward_scores / correctness_reward_func, the CSV's 0/1 `maj_1s` column and the like) were not used
to label: each completion was read, its final answer found and compared with the gold by hand.

Method (round 79's per-record paste for the JSON-lines files, round 66's whole-page paste for the
CSV file): model output committed to public GitHub repositories, read through the public-code index
(16,000-character pages).
* KleistvonLiu and pruksmhc: the helper pasted, from each page as the read_file answer displays it
  (the page text JSON-escaped once more), each taken record's response body (KleistvonLiu: the
  line's `response`; pruksmhc: the line's assistant `content`) as displayed, one line a record,
  under a header line with the record's key, its gold in the file's form and the problem's opening
  words (decoded), into pages/<page>.txt. work/mk.py decoded each displayed body once into the
  file's JSON string body (`r`, `enc` = `json`, decoded once more by the build) and checked that it
  decodes twice without error, that the file form holds no unescaped quote and that the decoded
  completion holds no control character but newline and carriage return. No record was re-encoded
  or retyped from its decoded form. NOT checked for these: no page was rebuilt to its length and no
  script compared the pasted records with the page text (the index answers come to the helper, not
  to a shell); a paste that dropped, doubled or swapped a span of a response without breaking its
  escapes would not have been caught.
* RobbenRibery (CSV): each page's whole text was pasted as displayed into pages/rr_<offset>.txt;
  work/mk.py decoded each display form once into the page text and checked its length: all four
  pages (752000, 768000, 784000, 800000) decode to exactly 16,000 characters. The four pages were
  joined in file order and parsed with Python's csv module from the first row that opens on 752000
  (Mr. Maxim's restaurant, row 805; Clara's pomegranates, row 804, opens on 736000, not read this
  round, and is not taken); the last row (Marilyn's boots, cut by the end of 800000) is dropped.
  Each record's `r` is the row's `sampled_completions` field as the csv module reads it (`enc` =
  `text`), never retyped. Row numbers continue round 66's count (rows 735-803 there; Clara 804).
  One paste slip was caught before the length check: Ella's completion (row 837) was first pasted
  with the sudoku completion's opening; it was re-pasted from the page and the page then decoded to
  16,000 exactly.
No loop needed a marker this round (no looping record on the pages read). Every read_file answer
gave the offset asked and a next_offset 16,000 further, and total_chars above the page's end
(KleistvonLiu 478,438-511,551; pruksmhc 2,687,305; RobbenRibery 1,122,752), so no page read is a
file's last page. Nothing is shortened.

Edges, KleistvonLiu (page 13 = offset 208000 of steps 76, 77 and 79). Each page opens inside the
response that page 12 (round 79's) left running on (step 76 q12 r7, 77 q12 r3, 79 q13 r1): those
are NOT taken (their start is on page 12, not read this round). Each page ends inside the prompt or
metadata of a later line: step 76 inside q14 r1's line before its response; 77 inside q13 r2's
`problem` metadata, after its whole response, which is taken; 79 inside q14 r1's `problem`
metadata, after its whole response, which is taken.

Edges, pruksmhc (rollout_ckpt_200_gsmk_qwen.jsonl, pages 1008000, 1024000, 1040000, 1056000 read in
file order; the record key is batch, question words and completion_idx). Page 1008000 opens in the
metadata of cooking completion 3 (round 79's last record): cooking completions 4-7 are the first
taken. Joined across two pages read: Avery's completion 5 (1008000 up to '<answer>', 1024000 from its
start: pk1008 rec 17) and Leah's completion 5 (1040000 up to 'Leah $200 ', 1056000 from its start:
pk1056 rec 0). The last page read (1056000) ends inside Carly's cupcakes completion 0: not taken.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl, 79 files:
rounds 1-79, plus /tmp/rounds/real70-80/public_heldout*.jsonl where present: 89 files, 18,906
distinct completions, by script, work/dedup.py, reading no labels) and with the others of this
round. None repeats an earlier round. Dropped as repeats within the round (pasted, kept in the
transcriptions' numbering, not built): pk1024 recs 13 and 15 (Bill's water completions 3 and 5 =
completion 0, rec 10); pk1040 recs 0 and 1 (Bill completions 6 and 7 = completion 4, pk1024 rec
14). Record numbers therefore have gaps.

Repository counts (152 records): RobbenRibery/rft-gsm8k 64 (42.1 %), pruksmhc/gsm8k_minimal_rl 64
(42.1 %), KleistvonLiu/assignment5-alignment 24 (15.8 %). No licence file was found for any of them
in the index (earlier rounds looked; not looked up again this round); `licence` per record.

Split: long_cot 64 (RobbenRibery: Phi-3.5-mini RFT step-by-step prose ending '#### N'), think_answer
88 (KleistvonLiu the R1-Zero '<think> ... </think> <answer> ... </answer>' prompt; pruksmhc
'<reasoning> ... </reasoning> <answer> ... </answer>'). GSM8K 128 (RobbenRibery 64, pruksmhc 64, all
GSM8K test), MATH 24 (KleistvonLiu, MATH test problems, the file's gold; none in MATH-500).

Truths: correct 93, wrong 59, no_answer 0 (RobbenRibery 57 / 7 / 0; pruksmhc 26 / 38 / 0;
KleistvonLiu 10 / 14 / 0). Forms: tag 86, hash 64, boxed 1 (k77p13 rec 4: no '</think>' and no
opening tag, a last box then a lone '</answer>'), prose_sentence 1 (pk1024 rec 6: no answer tag,
the last stated result). 1 debatable: rr752
row 853 (Jordan's cake: '#### 14' after 'the latest time Jordan can start making the cake is 14:00
(2:00 pm)'; gold 2 (2:00 pm): correct by the time of day it names, wrong if the marked number is
compared as a number).

Label conventions (rounds 37-79's): the last final answer counts; a response cut before any final
answer is no_answer; equal in value but written differently is correct ('4 feet' and '4 ' for
'4 \text{ feet}'); another quantity is wrong; in the tag format the `<answer>` content is the final
answer whatever the working says; a tag after a missing or garbled '</think>' counts ('[/think]', a
capitalised '<Answer>'); with no answer tag the completion is labelled by its last box or last
stated result; in the '####' format the marked value is the answer even when the working ends on
another number.

Golds: KleistvonLiu problems' opening words were looked up in MATH-500 (none found: the file's own
`ground_truth` as transcribed). pruksmhc's file stores no gold: the transcribed gold is the
gsm8k/test.jsonl '####' value of the question found by its opening words (looked up by script
before labelling; Chase and Rider's gold is 54, the two riders together). RobbenRibery's gold is
the CSV's `ground_truth_completions` '####' value; the build checks every GSM8K gold against
gsm8k/test.jsonl by the question's opening words.

Pages read this round (for the next round not to repeat them): KleistvonLiu/assignment5-alignment
outputs/grpo_full_mathv2/rollout_step_0000NN/rollouts.jsonl at 3368ea6, offset 208000 (page 13) of
steps 76, 77, 79 (= k76p13, k77p13, k79p13); pruksmhc/gsm8k_minimal_rl rollout_ckpt_200_gsmk_qwen
.jsonl at 07bfdb9, offsets 1008000, 1024000, 1040000, 1056000 (= pk1008 ... pk1056); RobbenRibery/
rft-gsm8k the beta1(1) equation-with-text checkpoint-22 CSV at 1596f34, offsets 752000, 768000,
784000, 800000 (= rr752, rows 805-868).

Leads for a later round: KleistvonLiu page 12 of steps 92-96; page 13 of steps 82, 86, 88, 91, 85,
90 (round 79's lead, not reached); page 14 (224000) of steps 76, 77, 79 (their q14 r1 / q13 r3 /
q14 r2 lines open on page 13). pruksmhc rollout_ckpt_200 from 1072000 (Carly's cupcakes completion
0 opens at the end of 1056000: re-read 1056000 or start with completion 1). RobbenRibery
checkpoint-22 CSV from 816000 (Marilyn's boots, row 869, opens at the end of 800000). cppywh
Instruct-Think.json from 160000 (not reached).

Usage: python build_public_heldout81.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout81.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout81.jsonl"
SOURCE = "public_heldout81"

KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-79 took pages 0-12 of steps "
    "74-105 in part; this round page {} (offset {}) of step {}), rollout step {}, on MATH test "
    "problems; the record is one line's response (the text after the prompt's closing "
    "'Assistant: <think>')"
)

KL_PAGES = {f"k{step}p13": (step, 13) for step in (76, 77, 79)}


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


PK_PAGES = ("1008000", "1024000", "1040000", "1056000")
RR_PAGES = "752000-815999 (four pages joined: 752000, 768000, 784000, 800000)"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    **{short: _kl(short) for short in KL_PAGES},
    **{f"pk{p[:4]}": pruksmhc_source(f"pk{p[:4]}", p) for p in PK_PAGES},
    "rr752": robbenribery_source("rr752", "b1wt", RR_PAGES),
}

# pasted but not built: repeats within the round (see the docstring)
DROP = {("pk1024", 13), ("pk1024", 15), ("pk1040", 0), ("pk1040", 1)}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
k76p13:0|correct|tag|'\boxed{252}' in the working, then '<answer>252</answer>'
k76p13:1|wrong|tag|'<answer>84</answer>' after the working states 3 x C(9,3) without evaluating it (gold 252)
k76p13:2|wrong|tag|'<answer>63Answer</answer>' (gold 252)
k76p13:3|wrong|tag|'<answer>84</answer>' (gold 252)
k76p13:4|correct|tag|
k76p13:5|wrong|tag|'<answer>63</answer>' (gold 252)
k76p13:6|correct|tag|
k76p13:7|wrong|tag|'<answer>210</answer>' (gold 252)
k76p13:8|wrong|tag|'<answer> $\frac{4}{\pi}$ </answer>' (gold \frac{3}{\pi})
k77p13:0|wrong|tag|a Unicode minus in the opening equation; '\boxed{75}' and '<answer>75</answer>' (gold 16)
k77p13:1|wrong|tag|positive k taken as 11 and 4: '<answer>15</answer>' (gold 16)
k77p13:2|wrong|tag|'<answer>32</answer>' (gold 16)
k77p13:3|wrong|tag|'[/think]' for '</think>'; '<answer>12</answer>' (gold 16)
k77p13:4|correct|boxed|no '</think>' and no opening '<answer>': three failed tries, then 'which is $1 - 2 + (-1) = \boxed{-2}$. </answer>', a lone closing tag after the last box (the gold)
k77p13:5|correct|tag|
k77p13:6|correct|tag|'<answer> -2 </answer>' with spaces
k79p13:0|wrong|tag|'<answer>8 </answer>' (gold 4 \text{ feet})
k79p13:1|correct|tag|'<answer>4 feet </answer>': the gold with its unit word
k79p13:2|correct|tag|'<answer>4 </answer>' for '4 \text{ feet}'
k79p13:3|correct|tag|'<answer>4 </answer>' for '4 \text{ feet}'
k79p13:4|wrong|tag|'<answer>8</answer>' (gold 4 \text{ feet})
k79p13:5|correct|tag|'<answer>4</answer>' for '4 \text{ feet}'
k79p13:6|wrong|tag|no '</think>': a capitalised '(<Answer>  $\tan \theta = \frac{1}{2010}$  </Answer> <</answer>' ends it (gold 3 \sqrt{5} + 2 \sqrt{10})
k79p13:7|wrong|tag|'\boxed{\frac{15}{16}}' and '<answer>\frac{15}{16}</answer>' (gold 3 \sqrt{5} + 2 \sqrt{10})
pk1008:0|correct|tag|
pk1008:1|correct|tag|'1. 5' with a stray space in the working; '<answer>\n32\n</answer>'
pk1008:2|correct|tag|
pk1008:3|correct|tag|
pk1008:4|wrong|tag|6 groups x 2 shells, each group's 9 members left out: '<answer>\n12\n</answer>' (gold 108)
pk1008:5|wrong|tag|'<answer>\n12\n</answer>' (gold 108)
pk1008:6|wrong|tag|'<answer>\n12\n</answer>' (gold 108)
pk1008:7|wrong|tag|'<answer>\n12\n</answer>' (gold 108)
pk1008:8|wrong|tag|'<answer>\n12\n</answer>' (gold 108)
pk1008:9|wrong|tag|'<answer>\n12\n</answer>' (gold 108)
pk1008:10|wrong|tag|'<answer>\n12\n</answer>' (gold 108)
pk1008:11|wrong|tag|'<answer>\n12\n</answer>' (gold 108)
pk1008:12|wrong|tag|3 of each piece for 12 guests: '<answer>\n45\n</answer>' (gold 180)
pk1008:13|wrong|tag|'<answer>\n45\n</answer>' (gold 180)
pk1008:14|correct|tag|
pk1008:15|wrong|tag|'<answer>\n105\n</answer>' (gold 180)
pk1008:16|wrong|tag|'<answer>\n45\n</answer>' (gold 180)
pk1008:17|correct|tag|joined across 1008000 / 1024000 at '<answer>'; a slip ('The salad plates also cost $6.00 each') in the working; '<answer>\n180\n</answer>'
pk1024:0|correct|tag|
pk1024:1|wrong|tag|'<answer>\n45\n</answer>' (gold 180)
pk1024:2|wrong|tag|'<answer>\n435\n</answer>' (gold 225)
pk1024:3|correct|tag|
pk1024:4|correct|tag|
pk1024:5|wrong|tag|'<answer>\n295\n</answer>' (gold 225)
pk1024:6|wrong|prose_sentence|no '</reasoning>' and no answer tag: 'either 155 or 125', then 'we can conclude that the total number of corn chips is 150.' last (gold 225)
pk1024:7|wrong|tag|'<answer>\n295\n</answer>' (gold 225)
pk1024:8|correct|tag|
pk1024:9|wrong|tag|'<answer>\n235\n</answer>' (gold 225)
pk1024:10|correct|tag|
pk1024:11|correct|tag|
pk1024:12|correct|tag|
pk1024:14|correct|tag|
pk1040:2|wrong|tag|'<answer>\n63\n</answer>' (gold 104)
pk1040:3|wrong|tag|the console counted as a game: '<answer>\n105\n</answer>' (gold 104)
pk1040:4|wrong|tag|'<answer>\n64\n</answer>' (gold 104)
pk1040:5|correct|tag|
pk1040:6|wrong|tag|'<answer>\n105\n</answer>' (gold 104)
pk1040:7|correct|tag|
pk1040:8|wrong|tag|'<answer>\n486\n</answer>' (gold 104)
pk1040:9|wrong|tag|'<answer>\n63\n</answer>' (gold 104)
pk1040:10|correct|tag|
pk1040:11|correct|tag|
pk1040:12|correct|tag|
pk1040:13|correct|tag|
pk1040:14|wrong|tag|$200 + $60 + $48 summed as $298: '<answer>\n298\n</answer>' (gold 308)
pk1056:0|correct|tag|joined across 1040000 / 1056000 at 'Leah $200 '
pk1056:1|wrong|tag|'<answer>\n298\n</answer>' (gold 308)
pk1056:2|correct|tag|
pk1056:3|correct|tag|
pk1056:4|wrong|tag|the working says the loss cannot be calculated, then '<answer>\n-42\n</answer>' (gold 16)
pk1056:5|wrong|tag|'<answer>\n300\n</answer>' (gold 16)
pk1056:6|correct|tag|
pk1056:7|correct|tag|
pk1056:8|wrong|tag|'<answer>\n28\n</answer>' (gold 16)
pk1056:9|correct|tag|'$16' at the end of the working without a full stop; '<answer>\n16\n</answer>'
pk1056:10|wrong|tag|'<answer>\n18\n</answer>' (gold 16)
pk1056:11|wrong|tag|'<answer>\n39\n</answer>' (gold 54, the two riders together)
pk1056:12|wrong|tag|'<answer>\n23\n</answer>' (gold 54)
pk1056:13|wrong|tag|'<answer>\n23\n</answer>' (gold 54)
pk1056:14|wrong|tag|'<answer>\n23\n</answer>' (gold 54)
pk1056:15|wrong|tag|one rider's rides: '<answer>\n27\n</answer>' (gold 54, the two riders together)
pk1056:16|wrong|tag|one rider's rides: '<answer>\n27\n</answer>' (gold 54)
pk1056:17|wrong|tag|'<answer>\n39\n</answer>' (gold 54)
pk1056:18|wrong|tag|one rider's rides: '<answer>\n27\n</answer>' (gold 54)
rr752:805|correct|hash|
rr752:806|correct|hash|
rr752:807|wrong|hash|'there will be no leftover soup' and '#### 0' (gold 1)
rr752:808|correct|hash|
rr752:809|correct|hash|
rr752:810|correct|hash|
rr752:811|correct|hash|
rr752:812|correct|hash|
rr752:813|correct|hash|'Final answer: #### 243'
rr752:814|wrong|hash|30 + 15 + 60 + 45 summed as 140: '#### 360' (gold 350)
rr752:815|correct|hash|
rr752:816|correct|hash|
rr752:817|correct|hash|
rr752:818|correct|hash|
rr752:819|correct|hash|
rr752:820|correct|hash|
rr752:821|correct|hash|'Final answer: #### 30'; its row opens on 752000 and ends on 768000
rr752:822|correct|hash|
rr752:823|correct|hash|'Final answer: #### 98'
rr752:824|correct|hash|'Final answer: #### 6'
rr752:825|correct|hash|
rr752:826|correct|hash|
rr752:827|correct|hash|
rr752:828|correct|hash|
rr752:829|correct|hash|
rr752:830|correct|hash|
rr752:831|wrong|hash|the books summed as $49: '#### 7' (gold 5)
rr752:832|correct|hash|'Final answer: #### 130000'
rr752:833|correct|hash|
rr752:834|correct|hash|
rr752:835|correct|hash|
rr752:836|correct|hash|
rr752:837|correct|hash|its row ends on 784000 (reference field)
rr752:838|correct|hash|'So, the final answer is #### 50.' with a full stop after the number
rr752:839|correct|hash|
rr752:840|correct|hash|
rr752:841|correct|hash|
rr752:842|correct|hash|'$9,500' in the working, then '#### 9500'
rr752:843|correct|hash|
rr752:844|correct|hash|
rr752:845|correct|hash|'Final answer: #### 48'
rr752:846|correct|hash|
rr752:847|correct|hash|
rr752:848|correct|hash|
rr752:849|correct|hash|
rr752:850|correct|hash|
rr752:851|correct|hash|
rr752:852|correct|hash|
rr752:853|correct|hash|debatable: 'the latest time Jordan can start making the cake is 14:00 (2:00 pm).' then '#### 14'; the gold 2 is 2:00 pm: correct by the time of day it names (14:00 = 2:00 pm), wrong if the marked number is compared as a number; its row opens on 784000
rr752:854|wrong|hash|kept 1/4 of all 12 boxes: '#### 100' (gold 120)
rr752:855|correct|hash|
rr752:856|correct|hash|'Final answer: #### 48'
rr752:857|wrong|hash|the 8-year-old's fruit left out: '#### 1550' (gold 2350)
rr752:858|correct|hash|
rr752:859|wrong|hash|the rest of the week taken as 2 days: '#### 18' (gold 23)
rr752:860|correct|hash|
rr752:861|correct|hash|
rr752:862|correct|hash|'Final answer: #### 7200'
rr752:863|wrong|hash|'#### 180' (gold 36)
rr752:864|correct|hash|'Final answer: #### 540'
rr752:865|correct|hash|
rr752:866|correct|hash|'Final answer: #### 480'
rr752:867|correct|hash|
rr752:868|correct|hash|
"""


def build(raws: list[dict]) -> list[dict]:
    raws = [r for r in raws if (r["src"], r["rec"]) not in DROP]
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if (
        __doc__ is None
    ):  # the module text above is not the docstring (the sys.path line comes first)
        __doc__ = "Build public_heldout81.jsonl: an 81st held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
