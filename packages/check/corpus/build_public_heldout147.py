__doc__ = r"""Build public_heldout147.jsonl: a 147th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 141's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took.

Method (rounds 88-141's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Every
page came out at 16,000 characters on its first paste but one: hzf_558000 came out one character
short: the `gold` rationale of test_000393 (Carol's song, a reference field, in no completion)
holds a zero-width space ('450 \u200bminutes', as gsm8k/test.jsonl's own rationale does, and as
round 66 found in another file) that the paste had lost; it was put back there (a script
replaced '450 minutes' by '450 \u200bminutes' in that one place) and the page then matched 16,000
exactly; work/extract.py checks every hz gold rationale, stripped of its sub-questions, against
gsm8k/test.jsonl: all match. No loop marker was needed (no verbatim loop on these pages).
Nothing was retyped from a decoded form; nothing is shortened. Where a record opens on the last
page round 141 read, round 141's verified paste (hzf_526000, hzp_416000, dt13_176000,
dtgp_192000, dt7_144000) was copied in, not re-read, passed the same length check here and
decodes byte-identical to round 141's .page (work/mk.py compares them); it was joined so that the
record is taken whole; the records earlier rounds took are not taken again. work/extract.py cut
the records out by script (raw_*.jsonl); work/dedup.py checked repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 542000, 558000 and 574000 (= hzf_542000, hzf_558000, hzf_574000) joined with
  round 141's page 526000 (hzf_526000): test_000374 (Mary's sheep, opening at the end of 526000,
  inside its gold; its prediction wholly in 542000) to test_000407 (Elliott's steps) whole
  (test_000385, Lisa's choir, and test_000398, Nancy's woodshed, cross the page edges and are
  taken whole); test_000408 (Toby's book) is cut at the page end after its prediction, inside
  `latency_seconds`, and is dropped as a cut record: 34 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 432000, 448000 and
  464000 (= hzp_432000, hzp_448000, hzp_464000) joined with round 141's page 416000
  (hzp_416000): test_000306 (the bakery's loaves, opening in 416000, its prediction crossing into
  432000) to test_000339 (Farmer Brown's legs) whole (test_000316, Solomon's marbles, and
  test_000328, the cell-phone charge, cross the edges); test_000340 (Josh's juggling) cut inside
  its prediction and dropped; test_000312 (Trent's age) dropped as a repeat (below): 33 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised, and its '####'
  value).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-141): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) page 192000
  (= dt13_192000) joined with round 141's page 176000: line 242 (Mike's pen pals, opening at the
  end of 176000, inside its questions) to line 262 (Maddison's marbles) whole; line 263 (the
  trees of Chris, Ferdinand and Harry) cut inside its questions and dropped: 21 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) page 208000 (= dtgp_208000)
  joined with round 141's page 192000: line 253 (Bill's elevator, opening at the end of 192000,
  inside its problem) to line 273 (Terri's sweater) whole; line 274 (Mrs. Rylan's seeds) cut
  inside its questions and dropped: 21 kept.
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 160000 (= dt7_160000)
  joined with round 141's page 144000: line 197 (the kids of Soda, opening in 144000, its answers
  crossing into 160000) to line 214 (Jerry's pools) whole; line 215 (Lori's purchase) cut inside
  its problem and dropped: 18 kept. `r` = the line's `answers` body (enc json): the answering
  model's answers A1..An to sub-questions another model wrote, ending 'Final answer: N' (dt7:200
  and dt7:214 then invent a bookshelf problem with its own 'Final answer: 40'). Gold: the line's
  `answer` (float, written as an integer), checked by the build; two floats lost GSM8K's
  thousands (Sue's cookies, '#### 5,600' read as 5.0: dt13:249; John's award, '#### 114,200'
  read as 114.0: dt7:201), and there `g` is GSM8K's value (work/extract.py DT_GOLD; the build
  checks every gold). rec = the file line, numbered as round 141 numbered it: work/extract.py
  checked that the whole line before each take-from line is round 141's last record (same
  problem), and every line taken is the same question as gsm8k/test.jsonl line rec. The DT files
  answer the same GSM8K questions (lines 253-262 of llama13b and chatgpt overlap), each model's
  own text: no completion kept repeats another (work/dedup.py).

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 191 files, 25,191 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round: one repeats, hzp test_000312 (Trent's age:
'Jane is 30 - 3 = 27 years old.\nTrent is 27 + 5 = 32 years old.\n#### 32', word for word round
135's hzf:312, the flash model's answer to the same question); it was dropped (work/extract.py
DROP) and not numbered afresh. 127 records kept.

Repository counts (127 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 67 (52.8 %:
deepseek-v4-flash 34, deepseek-v4-pro 33), DT6A/GSM8K-AI-SubQ 60 (47.2 %: Llama-2-13B chat 21,
ChatGPT 21, Llama-2-7B chat 18). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-141 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 89, wrong 38, no_answer 0; debatable 0.

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7). All GSM8K test (127), no MATH.

Label conventions (rounds 37-141's): the last final answer counts; equal in value but written
differently is correct ('Final answer: 6.00' for 6, 'Final answer: $62' for 62); another quantity
is wrong ('Final answer: 28', cookies, for the 5600 calories; 'Final answer: 360', minutes
mis-taken, for 3 hours); a unit after the number does not change it ('Final answer: 8000
pounds', wrong by value); in the '####' format the marked value is the answer even when the
working reached another number (hzf:380: the working ends 'So answer 803.', then the 1024-token
cap hit mid-check and '#### 10' was written: wrong; hzp:306, a deliberation cut at the cap, then
'#### 60': wrong); text after the committed answer (an invented next problem with its own 'Final
answer') does not count, the answer to the question posed does (dt7:200, dt7:214).

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 542000,
558000, 574000 (526000 reused from round 141, not re-read); runs/deepseek_v4_pro/
test_predictions.jsonl offsets 432000, 448000, 464000 (416000 reused); DT6A/GSM8K-AI-SubQ
eval_responses/llama13b/eval_chat.jsonl offset 192000 (176000 reused),
eval_responses/chatgpt/eval_chat.jsonl offset 208000 (192000 reused),
eval_responses/llama7b/eval_chat.jsonl offset 160000 (144000 reused).

Leads for a later round: handsomeZR deepseek_v4_flash from 590000 (test_000408, Toby's book,
opens in 574000 and is cut after its prediction: join this round's paste) and deepseek_v4_pro
from 480000 (test_000340, Josh's juggling, opens at the end of 464000 and is cut inside its
prediction: join this round's paste); DT6A llama13b from 208000 (line 263, the trees, opens at
the end of 192000), chatgpt from 224000 (line 274, Mrs. Rylan's seeds, opens at the end of
208000), llama7b from 176000 (line 215, Lori's purchase, opens at the end of 160000), and the
other eval_*.jsonl files (check repeats: the same sub-questions recur, and short answers repeat
earlier rounds', as hzp:312 did here); round 104's other leads (7174Andy Qwen CoT from 128000;
nguyentranhuy999 CoT from 64000) were not taken here.

Usage: python build_public_heldout147.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout147.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import (  # noqa: E402
    DT,
    DT_LICENCE,
    DT_PROMPT,
    DTC,
    HZ,
    HZ_MODEL,
    HZ_OWN,
    HZ_PATH,
    HZ_PROMPT,
    HZC,
    NO_LICENCE,
)

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout147.jsonl"
SOURCE = "public_heldout147"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "526000-589999 (four pages joined: 526000 from round 141, 542000, 558000, "
                        "574000)",
                        "test_000374-test_000407"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "416000-479999 (416000 from round 141, 432000, 448000, 464000)",
                        "test_000306-test_000339, test_000312 dropped as a repeat"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 176000 "
        "(round 141's) and page 192000 of the file (lines 242-262)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 192000 "
        "(round 141's) and page 208000 of the file (lines 253-273)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 144000 "
        "(round 141's) and page 160000 of the file (lines 197-214)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:374|correct|hash|opens at the end of round 141's page 526000 (its gold), the prediction wholly in 542000; '#### 45'
hzf:375|correct|hash|
hzf:376|correct|hash|
hzf:377|correct|hash|
hzf:378|correct|hash|
hzf:379|correct|hash|
hzf:380|wrong|hash|a long deliberation over the interest period that reaches 'So answer 803.', then, at the 1024-token cap mid-check ('Could also be misinterpreted as 10% per month? That would be usury.'), '#### 10' (gold 803)
hzf:381|correct|hash|
hzf:382|correct|hash|
hzf:383|correct|hash|
hzf:384|correct|hash|
hzf:385|correct|hash|
hzf:386|correct|hash|
hzf:387|correct|hash|
hzf:388|correct|hash|
hzf:389|correct|hash|
hzf:390|correct|hash|
hzf:391|correct|hash|
hzf:392|correct|hash|
hzf:393|correct|hash|
hzf:394|correct|hash|
hzf:395|correct|hash|
hzf:396|correct|hash|
hzf:397|correct|hash|
hzf:398|correct|hash|
hzf:399|correct|hash|
hzf:400|correct|hash|
hzf:401|correct|hash|
hzf:402|correct|hash|
hzf:403|wrong|hash|'#### 135' (gold 81: GSM8K's rationale reads 'reduces the time ... by 5 hours' as a cut to 5 hours a day, 3 hours saved; the completion saves 5 hours, '5 × 900 = 4500 watt-hours' a day)
hzf:404|correct|hash|
hzf:405|correct|hash|
hzf:406|wrong|hash|'#### 240' (gold 200: the corns bought taken as 40 fewer than all 100 cannolis, '100 - 40 = 60', not than the 60 bought)
hzf:407|correct|hash|
hzp:306|wrong|hash|opens in round 141's page 416000; a long deliberation over 'half of what is left is sold equally' (naming 10 and 5) cut at the token cap ('it says half of what is left is sold equally... So'), then '#### 60' (gold 10)
hzp:307|correct|hash|
hzp:308|correct|hash|
hzp:309|correct|hash|
hzp:310|correct|hash|
hzp:311|correct|hash|
hzp:313|correct|hash|
hzp:314|correct|hash|
hzp:315|correct|hash|
hzp:316|correct|hash|
hzp:317|correct|hash|
hzp:318|correct|hash|
hzp:319|correct|hash|
hzp:320|correct|hash|
hzp:321|correct|hash|
hzp:322|correct|hash|
hzp:323|correct|hash|
hzp:324|correct|hash|
hzp:325|correct|hash|
hzp:326|correct|hash|
hzp:327|correct|hash|
hzp:328|correct|hash|
hzp:329|correct|hash|
hzp:330|correct|hash|
hzp:331|correct|hash|
hzp:332|correct|hash|
hzp:333|correct|hash|
hzp:334|correct|hash|
hzp:335|correct|hash|
hzp:336|correct|hash|
hzp:337|correct|hash|
hzp:338|correct|hash|
hzp:339|correct|hash|
dt13:242|wrong|answer_colon|'Final answer: 360' (gold 3: '6*60=360 minutes writing a week', another quantity and value)
dt13:243|correct|answer_colon|'Final answer: 250'
dt13:244|wrong|answer_colon|'Final answer: 10' (gold 20: '27-5-10-2=10', the 24 fries never used)
dt13:245|correct|answer_colon|'Final answer: 7' (the difference written '4-32=28')
dt13:246|wrong|answer_colon|'Final answer: 162000' (gold 27000: '6 hours/day x 4 days/week x 5 weeks=720 hours', for 120)
dt13:247|wrong|answer_colon|'Final answer: 33.33' (gold 32: '12+43+15+4+22=100' added wrong, the sum is 96)
dt13:248|correct|answer_colon|'Final answer: 300'
dt13:249|wrong|answer_colon|'Final answer: 28' (gold 5600: cookies, '46-18=28', not calories; the file's `answer` float reads 5.0)
dt13:250|wrong|answer_colon|'Final answer: 13' (gold 17: the boys of the first two classes, '7+6 = 13')
dt13:251|correct|answer_colon|'Final answer: 70'
dt13:252|wrong|answer_colon|'Final answer: 72' (gold 73: today's wolves '3*15=45', from last night's cougars, not today's 12)
dt13:253|correct|answer_colon|'Final answer: 18'
dt13:254|wrong|answer_colon|'Final answer: 36' (gold 84: Anne taken as '30*30%=9', not 30% less)
dt13:255|wrong|answer_colon|'Final answer: 320' (gold 192: '40 cows are put into each of the twenty stalls', '40 x 8 = 320')
dt13:256|wrong|answer_colon|'Final answer: 43.00' (gold 45: '$1.00+2.00+2.00+40.00=43.00' added wrong)
dt13:257|wrong|answer_colon|'Final answer: 8000 pounds' (gold 5600: the termites' 30% not taken off)
dt13:258|correct|answer_colon|'Final answer: 6.00' (= gold 6)
dt13:259|wrong|answer_colon|'Final answer: 39' (gold 168: 'Jamal has 52/2=26 apples')
dt13:260|wrong|answer_colon|'Final answer: 33' (gold 11: '36 cookies/2 cups per dozen=18 cups')
dt13:261|correct|answer_colon|'Final answer: $62' (= gold 62)
dt13:262|correct|answer_colon|'Final answer: 270'
dtgp:253|correct|answer_colon|opens at the end of round 141's page 192000 (its problem), the answers wholly in 208000; 'Final answer: 18'
dtgp:254|correct|answer_colon|'Final answer: 84'
dtgp:255|wrong|answer_colon|'Final answer: 176' (gold 192: the 40 cows shared over twenty stalls, '40 cows / 20 stalls = 2 new cows', not the ten)
dtgp:256|correct|answer_colon|'Final answer: 45'
dtgp:257|wrong|answer_colon|'Final answer: 7880' (gold 5600: 30% of one section, '0.3*400=120 pounds', taken off the whole tree)
dtgp:258|correct|answer_colon|'Final answer: 6'
dtgp:259|correct|answer_colon|'Final answer: 168'
dtgp:260|wrong|answer_colon|'Final answer: 5.5' (gold 11: one cup a dozen, '36/12=3 cups', not two)
dtgp:261|correct|answer_colon|'Final answer: 62'
dtgp:262|correct|answer_colon|'Final answer: 270'
dtgp:263|correct|answer_colon|'Final answer: 8'
dtgp:264|correct|answer_colon|'Final answer: 400'
dtgp:265|correct|answer_colon|'Final answer: 9500'
dtgp:266|correct|answer_colon|'Final answer: 118000'
dtgp:267|correct|answer_colon|'Final answer: 91'
dtgp:268|correct|answer_colon|'Final answer: 1375'
dtgp:269|correct|answer_colon|'Final answer: 4'
dtgp:270|correct|answer_colon|'Final answer: 762'
dtgp:271|wrong|answer_colon|'Final answer: 14' (gold 20: '(3*2)+(4*2)=14', one house's bedroom windows)
dtgp:272|correct|answer_colon|'Final answer: 5'
dtgp:273|wrong|answer_colon|'Final answer: 135' (gold 315: the whole sweater taken as '900+90+180=1170 stitches', not the 1800 given)
dt7:197|wrong|answer_colon|opens in round 141's page 144000; 'Final answer: 12377' (gold 6277: '23786-8417-9092=12377' subtracted wrong)
dt7:198|wrong|answer_colon|'Final answer: 160' (gold 320)
dt7:199|wrong|answer_colon|'Final answer: 1200' (gold 7500: 'Mark edits 200 sentences for Publisher A', not 500)
dt7:200|wrong|answer_colon|'Final answer: 61' for the question posed (gold 55: '6 liters/pail x 6 pails = 36'), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:201|wrong|answer_colon|'Final answer: 109500' (gold 114200: the raise taken as 5% of the $5000 award; the file's `answer` float reads 114.0)
dt7:202|wrong|answer_colon|'Final answer: 10' (gold 100: one acre's barrels)
dt7:203|wrong|answer_colon|'Final answer: 24' (gold 31)
dt7:204|correct|answer_colon|'Final answer: 98'
dt7:205|wrong|answer_colon|'Final answer: 74.6' (gold 98)
dt7:206|correct|answer_colon|'Final answer: 860'
dt7:207|wrong|answer_colon|'Final answer: 720g' (gold 2600)
dt7:208|wrong|answer_colon|'Final answer: 72' (gold 76: Monday's 4 cakes left out, '12+60=72')
dt7:209|wrong|answer_colon|'Final answer: 600' (gold 145)
dt7:210|wrong|answer_colon|'Final answer: 32.5' (gold 10)
dt7:211|wrong|answer_colon|'Final answer: 6' (gold 4)
dt7:212|wrong|answer_colon|'Final answer: 22.2 hours' (gold 5)
dt7:213|wrong|answer_colon|'Final answer: 500' (gold 250: the three days' total, not the third day's)
dt7:214|wrong|answer_colon|'Final answer: 4' for the question posed (gold 8), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
