__doc__ = r"""Build public_heldout117.jsonl: a 117th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 112's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took.

Method (rounds 88-112's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: every
page came out at 16,000 characters. One slip was caught while pasting, before any check ran: in
hzp_256000's last, cut record (test_000194, Violetta, dropped) the `gold` text had been pasted
from the wrong record; that stretch was pasted again from the read_file answer. No loop markers
were needed; nothing was retyped from a decoded form; nothing is shortened. Where a record opens
on the last page round 112 read, round 112's verified paste (hzf_286000, hzp_208000, dt13_96000,
dtgp_64000, dt7_64000) was copied in, not re-read, passed the same length check here and decodes
byte-identical to round 112's .page; it was joined so that the record is taken whole; the
records earlier rounds took are not taken again. work/extract.py cut the records out by script
(raw_*.jsonl); work/dedup.py checked repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 302000, 318000 and 334000 (= hzf_302000, hzf_318000, hzf_334000) joined with
  round 112's page 286000 (hzf_286000): test_000205 (Brinley's tests, whole on 286000 but for its
  line's last fields, which open 302000) to test_000241 whole (test_000216, Janeth's loan, and
  test_000229, the watermelons, cross the page edges and are taken whole; 318000 ends on the '{'
  that opens test_000229's line); test_000242 (Mike's pen pals) is cut at the page end inside
  its prediction and is dropped: 37 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 224000, 240000 and
  256000 (= hzp_224000, hzp_240000, hzp_256000) joined with round 112's page 208000
  (hzp_208000): test_000163 (the toys, opening at the end of 208000) to test_000193 whole
  (test_000173, Jessica's debts, and test_000185, Jenna's apples, cross the edges); test_000194
  (Violetta's crayons) cut and dropped: 31 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-112): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) page 112000
  (= dt13_112000) joined with round 112's page 96000: line 144 (Kim's housekeeping, opening at
  the end of 96000) to line 161 (Anakin and Locsin) whole; line 162 (the bag of marbles) cut and
  dropped: 18 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) page 80000 (= dtgp_80000) joined
  with round 112's page 64000: line 102 (John's glasses of water, opening at the end of 64000) to
  line 120 (Miguel's paper) whole; line 121 (Morisette and Kael) cut and dropped: 19 kept.
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 80000 (= dt7_80000) joined
  with round 112's page 64000: line 101 (Solo's reading, opening at the end of 64000) to line 119
  (Adrien's salary) whole; line 120 (Miguel) cut inside its answers and dropped: 19 kept. `r` =
  the line's `answers` body (enc json): the answering model's answers A1..An to sub-questions
  another model wrote, ending 'Final answer: N' (several llama answers then invent new problems
  with their own 'Final answer', or add a request: dt13:148, dt7:104, dt7:106, dt7:116). Gold:
  the line's `answer` (float, written as an integer), checked by the build, except dt13:146
  (Johnny's legos), where the file's float is 2.0 (GSM8K's '#### 2,125' cut at the comma): the
  dataset gold 2125 is transcribed (work/extract.py DT_GOLD, which asserts the file's 2.0) and
  checked by the build. rec = the file line, numbered as round 112 numbered it: work/extract.py
  checked that the whole line before each take-from line is round 112's last record (same
  problem), and every line taken is the same question as gsm8k/test.jsonl line rec. The chatgpt
  and llama7b files answer the same GSM8K questions (lines 102-119 overlap), each model's own
  text: no completion repeats another (work/dedup.py).

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 137 files, 22,778 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round: none repeats. 124 records kept.

Repository counts (124 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 68 (54.8 %:
deepseek-v4-flash 37, deepseek-v4-pro 31), DT6A/GSM8K-AI-SubQ 56 (45.2 %: Llama-2-13B chat 18,
ChatGPT 19, Llama-2-7B chat 19). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-112 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 85, wrong 39, no_answer 0; debatable 0.

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7). All GSM8K test (124), no MATH.

Label conventions (rounds 37-112's): the last final answer counts; a response cut or looping before
any final answer is no_answer; equal in value but written differently is correct ('$9.00 owed'
then '#### 9'); another quantity is wrong, a value off by rounding in the working included
(dtgp:103 'Final answer: 139.86' for 140); in the '####' format the marked value is the answer
even when the working was cut (hzp:163, hzp:187: the deepseek-v4-pro run hit the 1024-token cap
mid-deliberation and still ends with a '####' line, which counts; hzp:163's working reaches the
gold 50 and marks 5); likewise a 'Final answer: N' line counts; text after the committed answer
(an invented next problem with its own 'Final answer', a request for the next problem) does not
count, the answer to the question posed does.

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 302000, 318000,
334000 (286000 reused from round 112, not re-read); runs/deepseek_v4_pro/test_predictions.jsonl
offsets 224000, 240000, 256000 (208000 reused); DT6A/GSM8K-AI-SubQ
eval_responses/llama13b/eval_chat.jsonl offset 112000 (96000 reused),
eval_responses/chatgpt/eval_chat.jsonl offset 80000 (64000 reused),
eval_responses/llama7b/eval_chat.jsonl offset 80000 (64000 reused).

Leads for a later round: handsomeZR deepseek_v4_flash from 350000 (test_000242, Mike's pen pals,
opens at the end of 334000: join this round's paste) and deepseek_v4_pro from 272000
(test_000194, Violetta's crayons, opens at the end of 256000); DT6A llama13b from 128000 (line
162, the bag of marbles, opens at the end of 112000), chatgpt from 96000 (line 121, Morisette and
Kael, opens at the end of 80000), llama7b from 96000 (line 120, Miguel's paper, opens at the end
of 80000), and the other eval_*.jsonl files (check repeats: the same sub-questions recur); round
104's other leads (7174Andy Qwen CoT from 128000, gemma CoT from 64000; nguyentranhuy999 CoT from
64000) were not taken here.

Usage: python build_public_heldout117.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout117.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout117.jsonl"
SOURCE = "public_heldout117"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "286000-349999 (four pages joined: 286000 from round 112, 302000, 318000, "
                        "334000)",
                        "test_000205-test_000241"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "208000-271999 (208000 from round 112, 224000, 240000, 256000)",
                        "test_000163-test_000193"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 96000 "
        "(round 112's) and page 112000 of the file (lines 144-161)",
        DT_PROMPT, "long_cot", "gsm8k",
        "`answer` (float; line 146, where it is 2.0 for GSM8K's '2,125', GSM8K's value transcribed)",
        DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 64000 "
        "(round 112's) and page 80000 of the file (lines 102-120)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 64000 "
        "(round 112's) and page 80000 of the file (lines 101-119)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:205|correct|hash|
hzf:206|correct|hash|
hzf:207|correct|hash|
hzf:208|correct|hash|
hzf:209|correct|hash|
hzf:210|correct|hash|
hzf:211|correct|hash|
hzf:212|correct|hash|
hzf:213|correct|hash|
hzf:214|correct|hash|opens 'The small pool now has 8 gallons.', then the working, then '#### 8'
hzf:215|correct|hash|
hzf:216|correct|hash|
hzf:217|correct|hash|
hzf:218|correct|hash|
hzf:219|correct|hash|
hzf:220|correct|hash|
hzf:221|correct|hash|
hzf:222|correct|hash|
hzf:223|correct|hash|
hzf:224|correct|hash|
hzf:225|correct|hash|
hzf:226|correct|hash|working '33.33%, rounded to the nearest integer is 33', then '#### 33'
hzf:227|correct|hash|working '$9.00 owed', then '#### 9'
hzf:228|correct|hash|
hzf:229|correct|hash|
hzf:230|correct|hash|'#### 276000' (the file's gold line writes '276,000')
hzf:231|correct|hash|
hzf:232|correct|hash|
hzf:233|correct|hash|
hzf:234|correct|hash|
hzf:235|correct|hash|
hzf:236|correct|hash|
hzf:237|correct|hash|
hzf:238|correct|hash|
hzf:239|correct|hash|
hzf:240|correct|hash|
hzf:241|correct|hash|
hzp:163|wrong|hash|a long deliberation over how to read 'The doll cost as much as 3 action figures and one red car cost $4' (its working reaches 'Total = 20+15+15 = $50', and 54 on the other reading) cut at the token cap ('The doll'), then '#### 5' (gold 50)
hzp:164|correct|hash|
hzp:165|correct|hash|
hzp:166|correct|hash|
hzp:167|correct|hash|
hzp:168|correct|hash|
hzp:169|correct|hash|
hzp:170|correct|hash|
hzp:171|correct|hash|
hzp:172|correct|hash|
hzp:173|correct|hash|
hzp:174|correct|hash|
hzp:175|correct|hash|
hzp:176|correct|hash|
hzp:177|correct|hash|
hzp:178|correct|hash|
hzp:179|correct|hash|
hzp:180|correct|hash|
hzp:181|correct|hash|
hzp:182|correct|hash|
hzp:183|correct|hash|
hzp:184|correct|hash|working '= 25 percentage points.', then '#### 25'
hzp:185|correct|hash|
hzp:186|correct|hash|
hzp:187|wrong|hash|a long deliberation over simple or compound interest (106 simple, 106.12 compound) cut at the token cap ('simple interest unless "'), then '#### 2' (gold 106)
hzp:188|correct|hash|
hzp:189|correct|hash|
hzp:190|correct|hash|
hzp:191|correct|hash|
hzp:192|correct|hash|
hzp:193|correct|hash|
dt13:144|wrong|answer_colon|'Final answer: 83' (gold 20: 3 clients counted, not 8, and the bleach and cloth prices left out)
dt13:145|wrong|answer_colon|'Final answer: 1000' (gold 4000: the 4 harvests a year left out)
dt13:146|wrong|answer_colon|'Final answer: 1625' (gold 2125, GSM8K's '####' value; the file's `answer` says 2.0: the first 500-piece set left out)
dt13:147|wrong|answer_colon|'Final answer: 15' (gold 75)
dt13:148|wrong|answer_colon|'Final answer: 14' for the question posed (gold 30: the $8 change taken off, not added), then invented pool and car problems with their own 'Final answer: 5400' and 'Final answer: 50', which do not count
dt13:149|correct|answer_colon|'Final answer: 16'
dt13:150|wrong|answer_colon|'Final answer: 47.5' (gold 4: the two times added, not subtracted, and 3 miles not turned into feet)
dt13:151|wrong|answer_colon|'Final answer: 2.25' (gold 5: one tire a customer, and cents added to dollars)
dt13:152|wrong|answer_colon|'Final answer: 4000' (gold 4: $0.10*60 taken as 6000)
dt13:153|wrong|answer_colon|'Final answer: 14' (gold 48)
dt13:154|wrong|answer_colon|'Final answer: 224' (gold 272: Tuesday/Thursday taken as 4 hours a week, and 13*16 as 224)
dt13:155|wrong|answer_colon|'Final answer: 2040' (gold 280: inches and feet added together, and no answer in feet)
dt13:156|correct|answer_colon|'Final answer: 1400'
dt13:157|wrong|answer_colon|'Final answer: 4900' (gold 80: the distances added, not compared)
dt13:158|correct|answer_colon|'Final answer: 34'
dt13:159|wrong|answer_colon|'Final answer: 8' (gold 15)
dt13:160|wrong|answer_colon|'Final answer: 8' (gold 16: a third of 24 taken, not two thirds)
dt13:161|wrong|answer_colon|'Final answer: 25' (gold 32)
dtgp:102|correct|answer_colon|'Final answer: 26'
dtgp:103|wrong|answer_colon|'Final answer: 139.86' (gold 140: 1/0.3 rounded to 3.33 before multiplying by 42)
dtgp:104|correct|answer_colon|'Final answer: 500'
dtgp:105|correct|answer_colon|'Final answer: 20'
dtgp:106|wrong|answer_colon|'Final answer: 288' (gold 72: the walls' volume, not the inner volume 3*24)
dtgp:107|wrong|answer_colon|'Final answer: 4' (gold 3: Thursday's 30-minute show left out)
dtgp:108|wrong|answer_colon|'Final answer: 65' (gold 50)
dtgp:109|correct|answer_colon|'Final answer: 28'
dtgp:110|correct|answer_colon|'Final answer: 45'
dtgp:111|wrong|answer_colon|'Final answer: 4' (gold 16: the 20 feet rowed in 16 seconds taken as the whole distance)
dtgp:112|correct|answer_colon|'Final answer: 24'
dtgp:113|correct|answer_colon|'Final answer: 25'
dtgp:114|correct|answer_colon|'Final answer: 6'
dtgp:115|correct|answer_colon|'Final answer: 90'
dtgp:116|correct|answer_colon|'Final answer: 42'
dtgp:117|correct|answer_colon|'Final answer: 360'
dtgp:118|correct|answer_colon|'Final answer: 4'
dtgp:119|wrong|answer_colon|'Final answer: 118400' (gold 95200: Lylah's salary taken as $40000 and Adrien's 40% raise applied twice)
dtgp:120|correct|answer_colon|'Final answer: 240'
dt7:101|wrong|answer_colon|'Final answer: 11' (gold 6)
dt7:102|wrong|answer_colon|'Final answer: 4' (gold 26)
dt7:103|wrong|answer_colon|'Final answer: 3' (gold 140)
dt7:104|wrong|answer_colon|'Final answer: 550' for the question posed (gold 500: a third of 750 taken as 200), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:105|correct|answer_colon|'Final answer: 20'
dt7:106|wrong|answer_colon|'Final answer: 360' (gold 72: the walls not taken off), then 'Please provide the next problem.'
dt7:107|wrong|answer_colon|'Final answer: 90' (gold 3: minutes, not the number of episodes)
dt7:108|wrong|answer_colon|'Final answer: 210' (gold 50)
dt7:109|wrong|answer_colon|'Final answer: 10' (gold 28: the cashback taken as $20)
dt7:110|wrong|answer_colon|'Final answer: 180' (gold 45)
dt7:111|wrong|answer_colon|'Final answer: 128' (gold 16)
dt7:112|wrong|answer_colon|'Final answer: 48' (gold 24: the lessons counted twice)
dt7:113|correct|answer_colon|'Final answer: 25'
dt7:114|wrong|answer_colon|'Final answer: 50' (gold 6)
dt7:115|wrong|answer_colon|'Final answer: 60' (gold 90)
dt7:116|wrong|answer_colon|'Final answer: 1.28' for the question posed (gold 42), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:117|correct|answer_colon|'Final answer: 360'
dt7:118|wrong|answer_colon|'Final answer: 20' (gold 4: the vehicles, not the containers)
dt7:119|wrong|answer_colon|'Final answer: 126000' (gold 95200)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
