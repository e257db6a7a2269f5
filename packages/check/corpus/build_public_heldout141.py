__doc__ = r"""Build public_heldout141.jsonl: a 141st held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 135's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took.

Method (rounds 88-135's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: every
page came out at 16,000 characters on its first paste. No loop marker was needed (no verbatim
loop on these pages). Nothing was retyped from a decoded form; nothing is shortened. Where a
record opens on the last page round 135 read, round 135's verified paste (hzf_478000, hzp_368000,
dt13_160000, dtgp_160000, dt7_128000) was copied in, not re-read, passed the same length check
here and decodes byte-identical to round 135's .page (work/mk.py compares them); it was joined so
that the record is taken whole; the records earlier rounds took are not taken again.
work/extract.py cut the records out by script (raw_*.jsonl); work/dedup.py checked repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 494000, 510000 and 526000 (= hzf_494000, hzf_510000, hzf_526000) joined with
  round 135's page 478000 (hzf_478000): test_000337 (Luke's hot dogs, opening in 478000 and cut
  at its end, inside its prediction) to test_000373 (the faulty equipment) whole (test_000349,
  Madeline's dog, and test_000362, Mark's dog beds, cross the page edges and are taken whole);
  test_000374 (Mary's sheep) is cut at the page end inside its gold and is dropped: 37 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 384000, 400000 and
  416000 (= hzp_384000, hzp_400000, hzp_416000) joined with round 135's page 368000
  (hzp_368000): test_000277 (Matthew's holes, opening at the end of 368000, inside its gold) to
  test_000305 (John's arm wrestling) whole (test_000289, the slow-lane car, and test_000298,
  Carmen's desk, cross the edges); test_000306 (the bakery's loaves) cut inside its prediction
  and dropped: 29 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-135): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) page 176000
  (= dt13_176000) joined with round 135's page 160000: line 218 (Adrian, Harriet and Zack,
  opening at the end of 160000) to line 241 (Dolly's and Pandora's books) whole; line 242 (Mike's
  pen pals) cut inside its questions and dropped: 24 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) pages 176000 and 192000
  (= dtgp_176000, dtgp_192000) joined with round 135's page 160000: line 210 (Sara's jacket and
  shoes, opening in 160000) to line 252 (Rick's wolves and cougars) whole (line 231, Kylie's
  shells, crosses the edge); line 253 (Bill's elevator) cut inside its problem and dropped: 43
  kept.
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 144000 (= dt7_144000)
  joined with round 135's page 128000: line 179 (Lloyd's tutoring, opening at the end of 128000)
  to line 196 (the carrots) whole; line 197 (the kids of Soda) cut inside its answers and
  dropped: 18 kept. `r` = the line's `answers` body (enc json): the answering model's answers
  A1..An to sub-questions another model wrote, ending 'Final answer: N' (dt13:231 and dt7:179,
  180, 190, 196 then invent a problem with its own 'Final answer'; dt7:189 ends on A6 with no
  'Final answer' line). Gold: the line's `answer` (float, written as an integer), checked by the
  build; three floats lost GSM8K's thousands (Mark's fleet, '#### 276,000' read as 276.0:
  dt13:230, dtgp:230; Sue's cookies, '#### 5,600' read as 5.0: dtgp:249), and there `g` is
  GSM8K's value (work/extract.py DT_GOLD; the build checks every gold). rec = the file line,
  numbered as round 135 numbered it: work/extract.py checked that the whole line before each
  take-from line is round 135's last record (same problem), and every line taken is the same
  question as gsm8k/test.jsonl line rec. The DT files answer the same GSM8K questions (lines
  218-241 of llama13b and chatgpt overlap), each model's own text: no completion kept repeats
  another (work/dedup.py).

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 179 files, 24,644 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round: none repeats. 151 records kept.

Repository counts (151 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 66 (43.7 %:
deepseek-v4-flash 37, deepseek-v4-pro 29), DT6A/GSM8K-AI-SubQ 85 (56.3 %: Llama-2-13B chat 24,
ChatGPT 43, Llama-2-7B chat 18). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-135 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 119, wrong 32, no_answer 0; debatable 0.

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7; dt7:189 has none). All GSM8K test (151), no MATH.

Label conventions (rounds 37-135's): the last final answer counts; equal in value but written
differently is correct ('Final answer: 9.00' for 9); another quantity is wrong ('Final answer:
$4000', a profit, for the 50 bags; 'Final answer: X-16', an expression, for 8); in the '####'
format the marked value is the answer even when the working was cut (hzp:293 and hzp:304: the
1024-token cap hit mid-deliberation, then a '####' line holding another number: wrong); likewise
a 'Final answer: N' line counts, even after working that ends on another form ('$4.00' then
'Final answer: 400', dt13:227: wrong either way); text after the committed answer (an invented
next problem with its own 'Final answer') does not count, the answer to the question posed does;
with no 'Final answer' line the last answer sentence is read for its quantity (dt7:189).

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 494000,
510000, 526000 (478000 reused from round 135, not re-read); runs/deepseek_v4_pro/
test_predictions.jsonl offsets 384000, 400000, 416000 (368000 reused); DT6A/GSM8K-AI-SubQ
eval_responses/llama13b/eval_chat.jsonl offset 176000 (160000 reused),
eval_responses/chatgpt/eval_chat.jsonl offsets 176000, 192000 (160000 reused),
eval_responses/llama7b/eval_chat.jsonl offset 144000 (128000 reused).

Leads for a later round: handsomeZR deepseek_v4_flash from 542000 (test_000374, Mary's sheep,
opens at the end of 526000, cut inside its gold: join this round's paste) and deepseek_v4_pro
from 432000 (test_000306, the bakery's loaves, opens in 416000 and is cut inside its prediction:
join this round's paste); DT6A llama13b from 192000 (line 242, Mike's pen pals, opens at the end
of 176000), chatgpt from 208000 (line 253, Bill's elevator, opens at the end of 192000), llama7b
from 160000 (line 197, the kids of Soda, opens at the end of 144000), and the other
eval_*.jsonl files (check repeats: the same sub-questions recur, and short answers repeat
earlier rounds'); round 104's other leads (7174Andy Qwen CoT from 128000; nguyentranhuy999 CoT
from 64000) were not taken here.

Usage: python build_public_heldout141.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout141.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout141.jsonl"
SOURCE = "public_heldout141"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "478000-541999 (four pages joined: 478000 from round 135, 494000, 510000, "
                        "526000)",
                        "test_000337-test_000373"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "368000-431999 (368000 from round 135, 384000, 400000, 416000)",
                        "test_000277-test_000305"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 160000 "
        "(round 135's) and page 176000 of the file (lines 218-241)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 160000 "
        "(round 135's) and pages 176000 and 192000 of the file (lines 210-252)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 128000 "
        "(round 135's) and page 144000 of the file (lines 179-196)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:337|correct|hash|opens in round 135's page 478000 and ends in 494000; '#### 1'
hzf:338|correct|hash|
hzf:339|correct|hash|
hzf:340|correct|hash|
hzf:341|correct|hash|
hzf:342|correct|hash|
hzf:343|correct|hash|
hzf:344|correct|hash|
hzf:345|correct|hash|
hzf:346|correct|hash|
hzf:347|correct|hash|
hzf:348|correct|hash|
hzf:349|correct|hash|
hzf:350|correct|hash|
hzf:351|correct|hash|
hzf:352|correct|hash|
hzf:353|correct|hash|
hzf:354|correct|hash|
hzf:355|correct|hash|
hzf:356|correct|hash|
hzf:357|correct|hash|
hzf:358|correct|hash|
hzf:359|correct|hash|
hzf:360|correct|hash|
hzf:361|correct|hash|
hzf:362|correct|hash|
hzf:363|correct|hash|
hzf:364|correct|hash|
hzf:365|correct|hash|
hzf:366|correct|hash|
hzf:367|correct|hash|
hzf:368|wrong|hash|'#### 10' (gold 18: 'three times more' read as three times Sara's 8, '3 * 8 = 24 points', less the 14)
hzf:369|correct|hash|
hzf:370|correct|hash|
hzf:371|correct|hash|
hzf:372|correct|hash|
hzf:373|correct|hash|
hzp:277|correct|hash|opens at the end of round 135's page 368000 (its gold), the prediction wholly in 384000; '#### 4'
hzp:278|correct|hash|
hzp:279|correct|hash|
hzp:280|correct|hash|
hzp:281|correct|hash|
hzp:282|correct|hash|
hzp:283|correct|hash|
hzp:284|correct|hash|
hzp:285|correct|hash|
hzp:286|correct|hash|
hzp:287|correct|hash|
hzp:288|correct|hash|
hzp:289|correct|hash|
hzp:290|correct|hash|
hzp:291|correct|hash|
hzp:292|correct|hash|
hzp:293|wrong|hash|a long deliberation over '2 times more' (naming both totals, '= 83' and '= 104') cut at the token cap ('it's safer to assume "more than" indicates'), then '#### 72' (gold 83)
hzp:294|correct|hash|
hzp:295|correct|hash|
hzp:296|correct|hash|
hzp:297|correct|hash|
hzp:298|correct|hash|
hzp:299|correct|hash|
hzp:300|correct|hash|
hzp:301|correct|hash|
hzp:302|correct|hash|
hzp:303|correct|hash|
hzp:304|wrong|hash|a long deliberation over how many weeks and weekdays April has cut at the token cap ('So he worked exactly 20 days'), then '#### 20' (gold 3200: the days, not the pay)
hzp:305|correct|hash|
dt13:218|wrong|answer_colon|'Final answer: 28' (gold 45: Zack taken as '21/2=10.5', and '10.5+3=14')
dt13:219|wrong|answer_colon|'Final answer: 88' (gold 54: Yuri taken as '68+10=78', not half of Naomi's plus 10)
dt13:220|correct|answer_colon|'Final answer: 70'
dt13:221|correct|answer_colon|'Final answer: 90'
dt13:222|correct|answer_colon|'Final answer: 140'
dt13:223|correct|answer_colon|'Final answer: 20000'
dt13:224|correct|answer_colon|'Final answer: 180'
dt13:225|correct|answer_colon|'Final answer: 9'
dt13:226|wrong|answer_colon|'Final answer: 50' (gold 33: the fire type left out, '32/66=50%')
dt13:227|wrong|answer_colon|'Final answer: 400' after A7's '$4.00' (gold 9: the sum miscarried, '$6.50+2.50-$5.00= $4.00')
dt13:228|correct|answer_colon|'Final answer: 1'
dt13:229|correct|answer_colon|'Final answer: 21'
dt13:230|wrong|answer_colon|'Final answer: 264000' (gold 276000: the registration left out; the file's `answer` float reads 276.0)
dt13:231|correct|answer_colon|'Final answer: 50', then an invented swimming-pool problem with its own 'Final answer: 3420', which does not count
dt13:232|correct|answer_colon|'Final answer: 75'
dt13:233|correct|answer_colon|'Final answer: 12'
dt13:234|correct|answer_colon|'Final answer: 21'
dt13:235|correct|answer_colon|'Final answer: 10'
dt13:236|wrong|answer_colon|'Final answer: 30' (gold 31)
dt13:237|correct|answer_colon|'Final answer: 90'
dt13:238|wrong|answer_colon|'Final answer: 78' (gold 68: '20+25+23=78' added wrong)
dt13:239|correct|answer_colon|'Final answer: 280'
dt13:240|correct|answer_colon|'Final answer: 21'
dt13:241|wrong|answer_colon|'Final answer: 3' (gold 6: each reads only her own books)
dtgp:210|wrong|answer_colon|'Final answer: 15' (gold 10: the $20 babysitting money not subtracted, '$70-$10=$60', '60/4=15')
dtgp:211|correct|answer_colon|'Final answer: 4'
dtgp:212|wrong|answer_colon|'Final answer: 4.95' (gold 5: 1/3 hour rounded to 0.33, '15*0.33=4.95')
dtgp:213|correct|answer_colon|'Final answer: 250'
dtgp:214|wrong|answer_colon|'Final answer: X-16' (gold 8: an expression in an unknown, no number)
dtgp:215|correct|answer_colon|'Final answer: 44'
dtgp:216|correct|answer_colon|'Final answer: 220'
dtgp:217|correct|answer_colon|'Final answer: 15'
dtgp:218|correct|answer_colon|'Final answer: 45'
dtgp:219|correct|answer_colon|'Final answer: 54'
dtgp:220|correct|answer_colon|'Final answer: 70'
dtgp:221|correct|answer_colon|'Final answer: 90'
dtgp:222|correct|answer_colon|'Final answer: 140'
dtgp:223|correct|answer_colon|'Final answer: 20000'
dtgp:224|correct|answer_colon|'Final answer: 180'
dtgp:225|correct|answer_colon|'Final answer: 9'
dtgp:226|correct|answer_colon|'Final answer: 33'
dtgp:227|correct|answer_colon|'Final answer: 9.00' (= gold 9)
dtgp:228|correct|answer_colon|'Final answer: 1'
dtgp:229|correct|answer_colon|'Final answer: 21'
dtgp:230|correct|answer_colon|'Final answer: 276000' (= GSM8K's '276,000'; the file's `answer` float reads 276.0)
dtgp:231|correct|answer_colon|'Final answer: 50'
dtgp:232|correct|answer_colon|'Final answer: 75'
dtgp:233|correct|answer_colon|'Final answer: 12'
dtgp:234|correct|answer_colon|'Final answer: 21'
dtgp:235|correct|answer_colon|'Final answer: 10'
dtgp:236|wrong|answer_colon|'Final answer: 50' (gold 31: '25+25=50')
dtgp:237|correct|answer_colon|'Final answer: 90'
dtgp:238|correct|answer_colon|'Final answer: 68'
dtgp:239|correct|answer_colon|'Final answer: 280'
dtgp:240|correct|answer_colon|'Final answer: 21'
dtgp:241|correct|answer_colon|'Final answer: 6'
dtgp:242|correct|answer_colon|'Final answer: 3'
dtgp:243|wrong|answer_colon|'Final answer: 685' (gold 250: the daily 15-minute call counted once, '1000 - 15 - 300')
dtgp:244|wrong|answer_colon|'Final answer: 4' (gold 20)
dtgp:245|correct|answer_colon|'Final answer: 7'
dtgp:246|wrong|answer_colon|'Final answer: 33750' (gold 27000: 5 days a week taken for 4, '6*5*5=150 hours')
dtgp:247|correct|answer_colon|'Final answer: 32'
dtgp:248|correct|answer_colon|'Final answer: 300'
dtgp:249|correct|answer_colon|'Final answer: 5600' (= GSM8K's '5,600'; the file's `answer` float reads 5.0)
dtgp:250|wrong|answer_colon|'Final answer: 7' (gold 17: '20-5-8=7', the school's 30 boys not used)
dtgp:251|correct|answer_colon|'Final answer: 70'
dtgp:252|correct|answer_colon|'Final answer: 73'
dt7:179|correct|answer_colon|'Final answer: 130', then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:180|wrong|answer_colon|'Final answer: 5' for the question posed (gold 20), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:181|wrong|answer_colon|'Final answer: 4' (gold 160)
dt7:182|wrong|answer_colon|'Final answer: 47' (gold 23)
dt7:183|wrong|answer_colon|'Final answer: 240' (gold 2)
dt7:184|wrong|answer_colon|'Final answer: 5/6' (gold 25)
dt7:185|correct|answer_colon|'Final answer: 30'
dt7:186|wrong|answer_colon|'Final answer: 60' (gold 5)
dt7:187|correct|answer_colon|'Final answer: 106'
dt7:188|wrong|answer_colon|'Final answer: $4000' (gold 50: a profit, not the number of bags)
dt7:189|wrong|prose_sentence|no 'Final answer' line: ends 'A6: Each friend paid 157/3=52.33 in total' (gold 34)
dt7:190|wrong|answer_colon|'Final answer: 300' for the question posed (gold 360: '180+120=300'), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:191|wrong|answer_colon|'Final answer: 0.5' (gold 5: one duck's, not the flock of ten)
dt7:192|wrong|answer_colon|'Final answer: 25' (gold 91)
dt7:193|wrong|answer_colon|'Final answer: 12' (gold 24)
dt7:194|correct|answer_colon|'Final answer: 10'
dt7:195|wrong|answer_colon|'Final answer: 9.60' (gold 12: a pen taken as the pencil's $1.20)
dt7:196|correct|answer_colon|'Final answer: 120', then an invented bookshelf problem with its own 'Final answer: 40', which does not count
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
