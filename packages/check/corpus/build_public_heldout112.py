__doc__ = r"""Build public_heldout112.jsonl: a 112th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 107's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took.

Method (rounds 88-107's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: every
page came out at 16,000 characters at the first paste. No loop markers were needed; nothing was
retyped from a decoded form; nothing is shortened. Where a record opens on the last page round 107
read, round 107's verified paste (hzf_238000, hzp_160000, dt13_64000, dtgp_48000, dt7_48000) was
copied in, not re-read, passed the same length check here and decodes byte-identical to round
107's .page; it was joined so that the record is taken whole; the records earlier rounds took are
not taken again. work/extract.py cut the records out by script (raw_*.jsonl); work/dedup.py
checked repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 254000, 270000 and 286000 (= hzf_254000, hzf_270000, hzf_286000) joined with
  round 107's page 238000 (hzf_238000): test_000174 (Billy's potatoes, whole on 238000 but for its
  line's last fields, which open 254000) to test_000204 whole (test_000184, Jerry's die, and
  test_000193, the flamingos, cross the page edges and are taken whole); test_000205 (Brinley's
  tests) is cut at the page end before its line closes and is dropped: 31 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 176000, 192000 and
  208000 (= hzp_176000, hzp_192000, hzp_208000) joined with round 107's page 160000 (hzp_160000):
  test_000128 (Well's mother, opening at the end of 160000) to test_000162 whole (test_000141,
  the bees, and test_000153, Dave's fries, cross the edges); test_000163 (the toys) cut and
  dropped: 35 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89/95/98/101/104/107): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters)
  pages 80000 and 96000 (= dt13_80000, dt13_96000) joined with round 107's page 64000: line 104
  (Poppy's jigsaw, opening at the end of 64000) to line 143 (John's milk) whole (line 123, Rosie,
  crosses the edge); line 144 (Kim's housekeeping) cut and dropped: 40 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) page 64000 (= dtgp_64000) joined
  with round 107's page 48000: line 80 (two girls' water, opening at the end of 48000) to line 101
  (Solo's reading) whole; line 102 (John's glasses of water) cut and dropped: 22 kept.
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 64000 (= dt7_64000) joined
  with round 107's page 48000: line 80 (the same question, opening at the end of 48000) to line
  100 (Jerome's doorbell) whole; line 101 (Solo) cut and dropped: 21 kept. `r` = the line's
  `answers` body (enc json): the answering model's answers A1..An to sub-questions another model
  wrote, ending 'Final answer: N' (several llama answers then invent a new problem with its own
  'Final answer', or add a request: dt13:133, dt13:135, dt7:80, dt7:82, dt7:90, dt7:93, dt7:96,
  dt7:97). Gold: the line's `answer` (float, written as an integer), checked by the build. rec = the
  file line, numbered as round 107 numbered it: work/extract.py checked that the whole line before
  each take-from line is round 107's last record (same problem), and every line taken is the same
  question as gsm8k/test.jsonl line rec. The three files answer the same GSM8K questions (lines
  80-100 overlap between chatgpt and llama7b; llama13b's lines 128-143 ask the questions of hzp
  test_000128-test_000143), each model's own text: no completion repeats another (work/dedup.py).

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 127 files, 22,279 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round: none repeats. 149 records kept.

Repository counts (149 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 66 (44.3 %:
deepseek-v4-flash 31, deepseek-v4-pro 35), DT6A/GSM8K-AI-SubQ 83 (55.7 %: Llama-2-13B chat 40,
ChatGPT 22, Llama-2-7B chat 21). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-107 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 99, wrong 50, no_answer 0; debatable 0.

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7). All GSM8K test (149), no MATH.

Label conventions (rounds 37-107's): the last final answer counts; a response cut or looping before
any final answer is no_answer; equal in value but written differently is correct ('Final answer:
29.00' for 29, 'Final answer: 20%' for the gold 20); the final line counts even where the working
is wrong (dt7:95 works '100 girls', '60 girls in the girl scout' and states the gold 40); another
quantity is wrong; a final answer written as an expression in an unsolved variable ('Final
answer: x', 'Final answer: x+8') is wrong; in the '####' format the marked value is the answer
even when the working was cut (hzf:184, hzf:186: the deepseek-v4-flash run hit the 1024-token cap
mid-deliberation and still ends with a '####' line, which counts); likewise a 'Final answer: N'
line counts; text after the committed answer (an invented next problem with its own 'Final
answer', a request for the next problem) does not count, the answer to the question posed does.

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 254000, 270000,
286000 (238000 reused from round 107, not re-read); runs/deepseek_v4_pro/test_predictions.jsonl
offsets 176000, 192000, 208000 (160000 reused); DT6A/GSM8K-AI-SubQ
eval_responses/llama13b/eval_chat.jsonl offsets 80000, 96000 (64000 reused),
eval_responses/chatgpt/eval_chat.jsonl offset 64000 (48000 reused),
eval_responses/llama7b/eval_chat.jsonl offset 64000 (48000 reused).

Leads for a later round: handsomeZR deepseek_v4_flash from 302000 (test_000205, Brinley's tests,
whole on 286000 but for its line's last fields: join this round's paste) and deepseek_v4_pro from
224000 (test_000163, the toys, opens at the end of 208000); DT6A llama13b from 112000 (line 144,
Kim's housekeeping, opens at the end of 96000), chatgpt from 80000 (line 102, John's glasses of
water, opens at the end of 64000), llama7b from 80000 (line 101, Solo's reading, opens at the end
of 64000), and the other eval_*.jsonl files (mistral's page 0 has long verbatim loops; check
repeats: the same sub-questions recur); round 104's other leads (7174Andy Qwen CoT from 128000,
gemma CoT from 64000; nguyentranhuy999 CoT from 64000) were not taken here.

Usage: python build_public_heldout112.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout112.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout112.jsonl"
SOURCE = "public_heldout112"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "238000-301999 (four pages joined: 238000 from round 107, 254000, 270000, "
                        "286000)",
                        "test_000174-test_000204"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "160000-223999 (160000 from round 107, 176000, 192000, 208000)",
                        "test_000128-test_000162"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 64000 "
        "(round 107's) and pages 80000 and 96000 of the file (lines 104-143)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 48000 "
        "(round 107's) and page 64000 of the file (lines 80-101)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 48000 "
        "(round 107's) and page 64000 of the file (lines 80-100)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:174|correct|hash|
hzf:175|correct|hash|
hzf:176|correct|hash|
hzf:177|correct|hash|
hzf:178|correct|hash|
hzf:179|correct|hash|
hzf:180|correct|hash|
hzf:181|correct|hash|
hzf:182|correct|hash|
hzf:183|correct|hash|
hzf:184|wrong|hash|a long deliberation over 'how much more likely' (computing 50% - 25% = 25 percentage points, then choosing the relative increase) cut at the token cap ('but "more likely" by 100% (since'), then '#### 100' (gold 25: the difference 50% - 25%)
hzf:185|correct|hash|
hzf:186|wrong|hash|a long deliberation over which animals are 'small rodents' (18x + 50 = 160 gives no whole number) cut at the token cap ('But then they mention rabbits separately'), then '#### 160', the straw total (gold 5 rats a cage)
hzf:187|correct|hash|
hzf:188|correct|hash|
hzf:189|correct|hash|
hzf:190|correct|hash|
hzf:191|correct|hash|
hzf:192|correct|hash|
hzf:193|correct|hash|
hzf:194|correct|hash|
hzf:195|correct|hash|working '$12.00, which is 12 dollars', then '#### 12'
hzf:196|correct|hash|
hzf:197|correct|hash|
hzf:198|correct|hash|
hzf:199|correct|hash|
hzf:200|correct|hash|
hzf:201|correct|hash|'#### 114200' (the file's gold line writes '114,200')
hzf:202|correct|hash|
hzf:203|correct|hash|
hzf:204|correct|hash|
hzp:128|correct|hash|
hzp:129|correct|hash|
hzp:130|correct|hash|
hzp:131|correct|hash|
hzp:132|correct|hash|
hzp:133|correct|hash|
hzp:134|correct|hash|
hzp:135|correct|hash|
hzp:136|correct|hash|
hzp:137|correct|hash|
hzp:138|correct|hash|
hzp:139|correct|hash|
hzp:140|correct|hash|working '= 20%', then '#### 20'
hzp:141|correct|hash|
hzp:142|correct|hash|
hzp:143|correct|hash|
hzp:144|correct|hash|
hzp:145|correct|hash|
hzp:146|correct|hash|'#### 2125' (the file's gold line writes '2,125')
hzp:147|correct|hash|
hzp:148|correct|hash|
hzp:149|correct|hash|
hzp:150|correct|hash|
hzp:151|correct|hash|'500 cents is 5 dollars.' then '#### 5'
hzp:152|correct|hash|
hzp:153|correct|hash|
hzp:154|correct|hash|
hzp:155|correct|hash|
hzp:156|correct|hash|
hzp:157|correct|hash|
hzp:158|correct|hash|
hzp:159|correct|hash|
hzp:160|correct|hash|
hzp:161|correct|hash|
hzp:162|correct|hash|
dt13:104|correct|answer_colon|'Final answer: 500'
dt13:105|correct|answer_colon|'Final answer: 20'
dt13:106|wrong|answer_colon|'Final answer: 240' (gold 72: the walls not taken off, and 5*6*4 taken as 80)
dt13:107|wrong|answer_colon|'Final answer: 60' (gold 3: minutes, not the number of episodes)
dt13:108|wrong|answer_colon|'Final answer: x', an unsolved variable (gold 50)
dt13:109|wrong|answer_colon|'Final answer: 29.40' (gold 28: the cashback taken as 3.00 x .20 once)
dt13:110|wrong|answer_colon|'Final answer: 19' (gold 45: the widths left out)
dt13:111|wrong|answer_colon|'Final answer: 1280' (gold 16)
dt13:112|wrong|answer_colon|'Final answer: 48' (gold 24: the lessons counted twice)
dt13:113|correct|answer_colon|'Final answer: 25'
dt13:114|wrong|answer_colon|'Final answer: 30' (gold 6)
dt13:115|wrong|answer_colon|'Final answer: 0' (gold 90: the 50% price rise left out)
dt13:116|wrong|answer_colon|'Final answer: 17' (gold 42: 120/7 instead of 120*7/20)
dt13:117|correct|answer_colon|'Final answer: 360'
dt13:118|wrong|answer_colon|'Final answer: 6' (gold 4: the first day's 10 vehicles not taken off)
dt13:119|wrong|answer_colon|'Final answer: 60000' (gold 95200)
dt13:120|correct|answer_colon|'Final answer: 240'
dt13:121|correct|answer_colon|'Final answer: 27'
dt13:122|wrong|answer_colon|'Final answer: 19' (gold 48)
dt13:123|correct|answer_colon|'Final answer: 50'
dt13:124|wrong|answer_colon|'Final answer: 15' (gold 10: 30/2 instead of 30 - 20)
dt13:125|wrong|answer_colon|'Final answer: 2' (gold 10)
dt13:126|correct|answer_colon|'Final answer: 82'
dt13:127|correct|answer_colon|'Final answer: 120'
dt13:128|wrong|answer_colon|'Final answer: 260' (gold 880: the pepper taken as 15/3 and the watermelon as 15)
dt13:129|wrong|answer_colon|'Final answer: 3300' (gold 10000)
dt13:130|wrong|answer_colon|'Final answer: 50' (gold 30: the working reaches 30 elves left, then adds the 20 who quit)
dt13:131|correct|answer_colon|'Final answer: 940'
dt13:132|wrong|answer_colon|'Final answer: 10' (gold 60: rides counted, not tickets)
dt13:133|wrong|answer_colon|'Final answer: 20' for the question posed (gold 13: Tuesday taken as 4*4), then an invented swimming-pool problem with its own 'Final answer: 360', which does not count
dt13:134|correct|answer_colon|'Final answer: 720'
dt13:135|wrong|answer_colon|'Final answer: 60' for the question posed (gold 40: the 5 lost and the 5 fewer left out), then an invented swimming-pool problem with its own 'Final answer: 360', which does not count
dt13:136|correct|answer_colon|'Final answer: 6'
dt13:137|correct|answer_colon|'Final answer: 29.00' (= gold 29)
dt13:138|correct|answer_colon|'Final answer: 105'
dt13:139|wrong|answer_colon|'Final answer: 48' (gold 70: the 22 more left out)
dt13:140|correct|answer_colon|'A5: ... 4/20=20%' then 'Final answer: 20%' (= gold 20, a percentage)
dt13:141|wrong|answer_colon|'Final answer: 87' (gold 400)
dt13:142|correct|answer_colon|'Final answer: 140'
dt13:143|wrong|answer_colon|'Final answer: 16.5' (gold 16: the tax taken on all 15 dollars, food included)
dtgp:80|correct|answer_colon|'Final answer: 10'
dtgp:81|correct|answer_colon|'Final answer: 17'
dtgp:82|correct|answer_colon|'Final answer: 623'
dtgp:83|correct|answer_colon|'Final answer: 600'
dtgp:84|wrong|answer_colon|'Final answer: x+8', an expression in an unsolved variable (gold 15)
dtgp:85|correct|answer_colon|'Final answer: 44'
dtgp:86|correct|answer_colon|'Final answer: 22'
dtgp:87|wrong|answer_colon|'Final answer: 780' (gold 9360: a monthly salary, not the annual)
dtgp:88|wrong|answer_colon|'Final answer: 7333' (gold 8000: Harald's copies counted twice, 88000/12)
dtgp:89|wrong|answer_colon|'Final answer: 18' (gold 24: the no-shows taken off twice)
dtgp:90|correct|answer_colon|'Final answer: 225'
dtgp:91|correct|answer_colon|'Final answer: 28'
dtgp:92|correct|answer_colon|'Final answer: 4'
dtgp:93|correct|answer_colon|'Final answer: 36'
dtgp:94|wrong|answer_colon|'Final answer: 288' (gold 348: the rabbits taken as 120-12, not 180-12)
dtgp:95|correct|answer_colon|'Final answer: 40'
dtgp:96|correct|answer_colon|'Final answer: 3'
dtgp:97|correct|answer_colon|'Final answer: 12'
dtgp:98|wrong|answer_colon|'Final answer: 25' (gold 5: the 20 of the second 15 minutes not taken off)
dtgp:99|wrong|answer_colon|'Final answer: 40' (gold 58: the 18 new plants left out)
dtgp:100|wrong|answer_colon|'Final answer: 225' (gold 175: the second friend taken as 60 + 15)
dtgp:101|correct|answer_colon|'Final answer: 6'
dt7:80|wrong|answer_colon|'Final answer: 14' for the question posed (gold 10: one girl's share taken off), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:81|wrong|answer_colon|'Final answer: 15' (gold 17: Charlie's first 10 stickers left out, and 21+23-9-28 taken as 15)
dt7:82|wrong|answer_colon|'Final answer: 625' (gold 623: 4*125-2 taken as 500), then an invented bookshelf problem with its own 'Final answer: 40'
dt7:83|correct|answer_colon|'Final answer: 600'
dt7:84|wrong|answer_colon|'Final answer: 16' (gold 15)
dt7:85|correct|answer_colon|'Final answer: 44'
dt7:86|wrong|answer_colon|'Final answer: 7' (gold 22)
dt7:87|wrong|answer_colon|'Final answer: 2400' (gold 9360)
dt7:88|wrong|answer_colon|'Final answer: 792000' (gold 8000)
dt7:89|correct|answer_colon|'Final answer: 24'
dt7:90|wrong|answer_colon|'Final answer: 300' (gold 225: the children's share taken as 100 lbs), then 'Please provide the next problem.'
dt7:91|wrong|answer_colon|'Final answer: 12' (gold 28)
dt7:92|wrong|answer_colon|'Final answer: 8' (gold 4)
dt7:93|wrong|answer_colon|'Final answer: 46' (gold 36), then 'Please answer each question with "AN:" ...', an instruction that does not count
dt7:94|wrong|answer_colon|'Final answer: 228' (gold 348: the rabbits taken as 60-12)
dt7:95|correct|answer_colon|'Final answer: 40' (the working's '100 girls' and '60 girls in the girl scout' are wrong; the final line states the gold 40)
dt7:96|correct|answer_colon|'Final answer: 3' for the question posed, then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:97|wrong|answer_colon|'Final answer: 4' for the question posed (gold 12), then two invented problems with their own 'Final answer: 40' and 'Final answer: 16.67', which do not count
dt7:98|wrong|answer_colon|'Final answer: 15' (gold 5)
dt7:99|wrong|answer_colon|'Final answer: 40' (gold 58: the 18 new plants left out)
dt7:100|wrong|answer_colon|'Final answer: 73' (gold 175)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
