__doc__ = r"""Build public_heldout123.jsonl: a 123rd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 117's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took.

Method (rounds 88-117's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: every
page came out at 16,000 characters. Two pastes first came out 76 characters short (hzp_272000 and
hzf_366000): in each, one line's '"strict_correct": true, "fallback_correct": true,
"has_final_marker": true, ' (test_000204 and test_000264, outside the completions) had been left
out; that stretch was pasted again from the read_file answer and both pages then checked. No loop
markers were needed; nothing was retyped from a decoded form; nothing is shortened. Where a record
opens on the last page round 117 read, round 117's verified paste (hzf_334000, hzp_256000,
dt13_112000, dtgp_80000, dt7_80000) was copied in, not re-read, passed the same length check here
and decodes byte-identical to round 117's .page (work/mk.py compares them); it was joined so that
the record is taken whole; the records earlier rounds took are not taken again. work/extract.py
cut the records out by script (raw_*.jsonl); work/dedup.py checked repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 350000, 366000 and 382000 (= hzf_350000, hzf_366000, hzf_382000) joined with
  round 117's page 334000 (hzf_334000): test_000242 (Mike's pen pals, opening at the end of 334000)
  to test_000275 (Sean's lines) whole (test_000255, the cows in the stalls, and test_000265, Mrs.
  Cruz's house, cross the page edges and are taken whole); test_000276 (Carly's cards) is cut at
  the page end inside its line's last fields and is dropped: 34 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 272000, 288000 and
  304000 (= hzp_272000, hzp_288000, hzp_304000) joined with round 117's page 256000
  (hzp_256000): test_000194 (Violetta's crayons, opening at the end of 256000) to test_000228
  (Kalinda's puzzle) whole (test_000206, Micheal's bike, and test_000217, the roses and dahlias,
  cross the edges); test_000229 (the watermelons) cut at 'Ini' and dropped: 35 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-117): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) page 128000
  (= dt13_128000) joined with round 117's page 112000: line 162 (the bag of marbles, opening at
  the end of 112000) to line 180 (Sarai's class vote) whole; line 181 (Sandra the florist) cut
  inside its answers and dropped: 19 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) page 96000 (= dtgp_96000) joined
  with round 117's page 80000: line 121 (Morisette and Kael, opening at the end of 80000) to line
  142 (Jordan's video games) whole; line 143 (John's groceries) cut and dropped: 22 kept.
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 96000 (= dt7_96000) joined
  with round 117's page 80000: line 120 (Miguel's paper, opening at the end of 80000) to line 141
  (the bees) whole; line 142 (Jordan) cut inside its problem and dropped: 22 kept. `r` = the
  line's `answers` body (enc json): the answering model's answers A1..An to sub-questions another
  model wrote, ending 'Final answer: N' (several llama-7b answers then invent a bookshelf problem
  with its own 'Final answer: 40': dt7:120, dt7:122, dt7:123, dt7:124; dt7:137 has no 'Final
  answer' line). Gold: the line's `answer` (float, written as an integer), checked by the build;
  no file float differs from GSM8K's '####' value on these lines. rec = the file line, numbered as
  round 117 numbered it: work/extract.py checked that the whole line before each take-from line
  is round 117's last record (same problem), and every line taken is the same question as
  gsm8k/test.jsonl line rec. The chatgpt and llama7b files answer the same GSM8K questions (lines
  121-141 overlap), each model's own text: no completion repeats another (work/dedup.py).

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 147 files, 23,339 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round: none repeats. 132 records kept.

Repository counts (132 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 69 (52.3 %:
deepseek-v4-flash 34, deepseek-v4-pro 35), DT6A/GSM8K-AI-SubQ 63 (47.7 %: Llama-2-13B chat 19,
ChatGPT 22, Llama-2-7B chat 22). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-117 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 95, wrong 37, no_answer 0; debatable 0.

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7; dt7:137 ends on its A7 sentence). All GSM8K test (132), no MATH.

Label conventions (rounds 37-117's): the last final answer counts; a response cut or looping before
any final answer is no_answer; equal in value but written differently is correct ('Final answer:
29.00' for 29, 'Final answer: 20%' for a percentage question's 20); another quantity is wrong, an
arithmetic slip in the last step included (dt13:172 '8+8+16+19=41'); in the '####' format the
marked value is the answer even when the working was cut (hzf:255: the deepseek-v4-flash run hit
the 1024-token cap mid-deliberation and still ends with a '####' line, which counts); likewise a
'Final answer: N' line counts; text after the committed answer (an invented next problem with its
own 'Final answer') does not count, the answer to the question posed does; with no 'Final answer'
line the last answer sentence to the posed question is read (dt7:137, as round 89's dt7:6).

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 350000, 366000,
382000 (334000 reused from round 117, not re-read); runs/deepseek_v4_pro/test_predictions.jsonl
offsets 272000, 288000, 304000 (256000 reused); DT6A/GSM8K-AI-SubQ
eval_responses/llama13b/eval_chat.jsonl offset 128000 (112000 reused),
eval_responses/chatgpt/eval_chat.jsonl offset 96000 (80000 reused),
eval_responses/llama7b/eval_chat.jsonl offset 96000 (80000 reused).

Leads for a later round: handsomeZR deepseek_v4_flash from 398000 (test_000276, Carly's cards,
opens in 382000 and its line is cut at the page end: join this round's paste) and deepseek_v4_pro
from 320000 (test_000229, the watermelons, opens at the end of 304000); DT6A llama13b from 144000
(line 181, Sandra the florist, opens at the end of 128000), chatgpt from 112000 (line 143, John's
groceries, opens at the end of 96000), llama7b from 112000 (line 142, Jordan's video games, opens
at the end of 96000), and the other eval_*.jsonl files (check repeats: the same sub-questions
recur); round 104's other leads (7174Andy Qwen CoT from 128000; nguyentranhuy999 CoT from 64000)
were not taken here.

Usage: python build_public_heldout123.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout123.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout123.jsonl"
SOURCE = "public_heldout123"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "334000-397999 (four pages joined: 334000 from round 117, 350000, 366000, "
                        "382000)",
                        "test_000242-test_000275"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "256000-319999 (256000 from round 117, 272000, 288000, 304000)",
                        "test_000194-test_000228"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 112000 "
        "(round 117's) and page 128000 of the file (lines 162-180)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 80000 "
        "(round 117's) and page 96000 of the file (lines 121-142)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 80000 "
        "(round 117's) and page 96000 of the file (lines 120-141)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:242|correct|hash|
hzf:243|correct|hash|
hzf:244|correct|hash|
hzf:245|correct|hash|
hzf:246|correct|hash|
hzf:247|correct|hash|
hzf:248|correct|hash|
hzf:249|correct|hash|'#### 5600' (GSM8K's '####' line writes '5,600')
hzf:250|correct|hash|
hzf:251|correct|hash|
hzf:252|correct|hash|
hzf:253|correct|hash|
hzf:254|correct|hash|
hzf:255|wrong|hash|a long deliberation over 'ten stalls' and 'the twenty stalls' (each of twenty stalls getting 2 new cows, 22 and 2 a stall) cut at the token cap ('That would be 400 cows, then he buys'), then '#### 400' (gold 192)
hzf:256|correct|hash|
hzf:257|correct|hash|
hzf:258|correct|hash|working '$4.00 + $2.00 = $6.00.', then '#### 6'
hzf:259|correct|hash|
hzf:260|correct|hash|
hzf:261|correct|hash|
hzf:262|correct|hash|
hzf:263|correct|hash|
hzf:264|correct|hash|
hzf:265|correct|hash|working '= $9,500.', then '#### 9500'
hzf:266|correct|hash|working '= $118,000.', then '#### 118000'
hzf:267|correct|hash|
hzf:268|correct|hash|
hzf:269|correct|hash|
hzf:270|correct|hash|
hzf:271|correct|hash|
hzf:272|correct|hash|working 'Change from 20 is 5.00, which is 5 dollars.', then '#### 5'
hzf:273|correct|hash|
hzf:274|correct|hash|
hzf:275|correct|hash|
hzp:194|correct|hash|
hzp:195|correct|hash|
hzp:196|correct|hash|
hzp:197|correct|hash|
hzp:198|correct|hash|
hzp:199|correct|hash|
hzp:200|correct|hash|
hzp:201|correct|hash|'#### 114200' (GSM8K's '####' line writes '114,200')
hzp:202|correct|hash|
hzp:203|correct|hash|
hzp:204|correct|hash|
hzp:205|correct|hash|
hzp:206|correct|hash|
hzp:207|correct|hash|
hzp:208|correct|hash|
hzp:209|correct|hash|
hzp:210|correct|hash|
hzp:211|correct|hash|
hzp:212|correct|hash|
hzp:213|correct|hash|
hzp:214|correct|hash|
hzp:215|correct|hash|
hzp:216|correct|hash|
hzp:217|correct|hash|
hzp:218|correct|hash|
hzp:219|correct|hash|
hzp:220|correct|hash|
hzp:221|correct|hash|
hzp:222|correct|hash|
hzp:223|correct|hash|
hzp:224|correct|hash|
hzp:225|correct|hash|
hzp:226|correct|hash|working '≈ 33.33, rounded to nearest integer is 33.', then '#### 33'
hzp:227|correct|hash|working 'he owes 14.00 - 5.00 = 9.00.', then '#### 9'
hzp:228|correct|hash|
dt13:162|wrong|answer_colon|'Final answer: 2720' (gold 92: the 20% rise compounded, 20*1.2^18 taken as 20*136, not $4 added 18 times)
dt13:163|wrong|answer_colon|'Final answer: 30' (gold 50: the cars left out)
dt13:164|correct|answer_colon|'Final answer: 15'
dt13:165|correct|answer_colon|'Final answer: 77'
dt13:166|correct|answer_colon|'Final answer: 5'
dt13:167|wrong|answer_colon|'Final answer: 30' (gold 16)
dt13:168|wrong|answer_colon|'Final answer: 10' (gold 18: Ethel's money not doubled)
dt13:169|correct|answer_colon|'Final answer: 120'
dt13:170|wrong|answer_colon|'Final answer: 200' (gold 150: the sum 100 taken as the pants' price, not the average 50)
dt13:171|wrong|answer_colon|'Final answer: 200' (gold 1210: the animals counted, not their legs)
dt13:172|wrong|answer_colon|'Final answer: 41' (gold 51: the right ages 8, 8, 16, 19, summed as '8+8+16+19=41')
dt13:173|wrong|answer_colon|'Final answer: 6000' (gold 18000: only the extra 50% a year)
dt13:174|wrong|answer_colon|'Final answer: 60.90' (gold 95: 'about 60 minutes and 90 seconds')
dt13:175|wrong|answer_colon|'Final answer: 50' (gold 15)
dt13:176|wrong|answer_colon|'Final answer: 20' (gold 100: the 80 Japanese taken as the Chinese)
dt13:177|correct|answer_colon|'Final answer: 350'
dt13:178|wrong|answer_colon|'Final answer: 126' (gold 122: Rani taken as Bo's 40 + 10, not Monic's 36 + 10)
dt13:179|correct|answer_colon|'Final answer: 130'
dt13:180|correct|answer_colon|'Final answer: 20'
dtgp:121|correct|answer_colon|'Final answer: 27'
dtgp:122|wrong|answer_colon|'Final answer: 30' (gold 48: Wednesday taken as 4 hours and the other four days as 12)
dtgp:123|correct|answer_colon|'Final answer: 50'
dtgp:124|correct|answer_colon|'Final answer: 10'
dtgp:125|wrong|answer_colon|'Final answer: 4' (gold 10: the 3 spoons used subtracted, not added)
dtgp:126|correct|answer_colon|'Final answer: 82'
dtgp:127|correct|answer_colon|'Final answer: 120'
dtgp:128|correct|answer_colon|'Final answer: 880'
dtgp:129|wrong|answer_colon|'Final answer: 39960' (gold 10000: the doctors' charge not taken off, and $3.33 a minute rounded)
dtgp:130|correct|answer_colon|'Final answer: 30'
dtgp:131|correct|answer_colon|'Final answer: 940'
dtgp:132|wrong|answer_colon|'Final answer: 72' (gold 60: '2*(2+4)*6', the luge rides not counted as such)
dtgp:133|correct|answer_colon|'Final answer: 13'
dtgp:134|correct|answer_colon|'Final answer: 720'
dtgp:135|wrong|answer_colon|'Final answer: 55' (gold 40: Brian's 20 games used, not 15)
dtgp:136|correct|answer_colon|'Final answer: 6'
dtgp:137|correct|answer_colon|'Final answer: 29.00' (= gold 29)
dtgp:138|correct|answer_colon|'Final answer: 105'
dtgp:139|correct|answer_colon|'Final answer: 70'
dtgp:140|correct|answer_colon|'Final answer: 20%' (= gold 20, a percentage)
dtgp:141|wrong|answer_colon|'Final answer: 700' (gold 400: 700/4 taken as the queens)
dtgp:142|correct|answer_colon|'Final answer: 140'
dt7:120|wrong|answer_colon|'Final answer: 60' for the question posed (gold 240: a week's sheets, not a month's), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:121|wrong|answer_colon|'Final answer: 23' (gold 27)
dt7:122|wrong|answer_colon|'Final answer: 17' for the question posed (gold 48), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:123|correct|answer_colon|'Final answer: 50' for the question posed, then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:124|wrong|answer_colon|'Final answer: 40' for the question posed (gold 10), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:125|wrong|answer_colon|'Final answer: 2' (gold 10)
dt7:126|wrong|answer_colon|'Final answer: 70' (gold 82: 6 fewer fish sausages, not 6 more)
dt7:127|wrong|answer_colon|'Final answer: 50' (gold 120)
dt7:128|correct|answer_colon|'Final answer: 880'
dt7:129|wrong|answer_colon|'Final answer: 1665' (gold 10000)
dt7:130|wrong|answer_colon|'Final answer: 40' (gold 30: A4 reaches '30 elves are left', A5 and the final say 40)
dt7:131|wrong|answer_colon|'Final answer: 560' (gold 940: June taken as $60)
dt7:132|wrong|answer_colon|'Final answer: 8' (gold 60: rides added, no tickets)
dt7:133|wrong|answer_colon|'Final answer: 17' (gold 13: Monday's 4 miles not taken off)
dt7:134|correct|answer_colon|'Final answer: 720'
dt7:135|wrong|answer_colon|'Final answer: 15' (gold 40)
dt7:136|correct|answer_colon|'Final answer: 6'
dt7:137|wrong|prose_sentence|no 'Final answer' line: ends 'A7: The final delivery order cost is $20.00+ $1.00+ $5.00= $26.00' (gold 29: the 20% fee taken as $1.00)
dt7:138|wrong|answer_colon|'Final answer: 425' (gold 105)
dt7:139|wrong|answer_colon|'Final answer: 34' (gold 70: the four times left out)
dt7:140|wrong|answer_colon|'Final answer: 30%' (gold 20: 6 semi-automatic cars, not 4)
dt7:141|wrong|answer_colon|'Final answer: 666' (gold 400)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
