__doc__ = r"""Build public_heldout107.jsonl: a 107th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues two of round 104's repositories (handsomeZR and DT6A) on the pages its
"Leads" named, which no earlier round took.

Method (rounds 88-104's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: every
page came out at 16,000 characters at the first paste. No loop markers were needed; nothing was
retyped from a decoded form; nothing is shortened. Where a record opens on the last page an
earlier round read, round 104's verified paste (hzf_190000, hzp_112000, dt13_32000, dt13_48000,
dtgp_16000, dtgp_32000, dt7_32000, and round 95's dt7_16000 as round 104 had it) was copied in,
not re-read, passed the same length check here and decodes byte-identical to round 104's .page;
it was joined so that the record is taken whole; the records earlier rounds took are not taken
again. work/extract.py cut the records out by script (raw_*.jsonl); work/dedup.py checked repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 206000, 222000 and 238000 (= hzf_206000, hzf_222000, hzf_238000) joined with
  round 104's page 190000 (hzf_190000): test_000143 (John's milk, opening at the end of 190000;
  its prediction lies on 206000) to test_000173 whole (test_000154, Kimo's classes, and
  test_000162, the marbles, cross the page edges and are taken whole); test_000174 (Billy's
  potatoes) is cut at the page end before its line closes and is dropped: 31 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 128000, 144000 and
  160000 (= hzp_128000, hzp_144000, hzp_160000) joined with round 104's page 112000 (hzp_112000):
  test_000094 (rabbits, whole on 112000 but for the closing '}' that opens 128000) to test_000127
  whole (test_000107, Frankie's TV, and test_000119, Adrien and Lylah, cross the edges);
  test_000128 (Well's mother) cut and dropped: 34 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89/95/98/101/104): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) page
  64000 (= dt13_64000) joined with round 104's pages 32000 and 48000: line 82 (Grace, opening at
  the end of 48000) to line 103 (the fog bank) whole; line 104 (Poppy's jigsaw) cut and dropped:
  22 kept. eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) page 48000 (=
  dtgp_48000) joined with round 104's pages 16000 and 32000: line 60 (oranges, opening at the end
  of 32000) to line 79 (John's dog groomer) whole; line 80 (two girls' water) cut and dropped: 20
  kept. eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 48000 (= dt7_48000)
  joined with round 104's page 32000 and round 95's 16000: line 59 (raspberries, opening at the
  end of 32000) to line 79 whole; line 80 (two girls' water) cut and dropped: 21 kept. `r` = the
  line's `answers` body (enc json): the answering model's answers A1..An to sub-questions another
  model wrote, ending 'Final answer: N' (dt13:102 then invents a swimming-pool problem with its
  own 'Final answer'; dt7:77 ends 'Please provide the next problem.'). Gold: the line's `answer`
  (float, written as an integer), checked by the build. rec = the file line, counted from the
  same first line as round 104 (42, 18, 19); work/extract.py checked that the line before each
  take-from line is round 104's last record (same problem). The three files answer the same GSM8K
  questions (lines 60-79 overlap between chatgpt and llama7b; llama13b's lines 94-103 ask the
  questions of hzp test_000094-test_000103), each model's own text: no completion repeats another
  (work/dedup.py).

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 117 files, 21,775 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round: none repeats. 128 records kept.

Repository counts (128 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 65 (50.8 %:
deepseek-v4-flash 31, deepseek-v4-pro 34), DT6A/GSM8K-AI-SubQ 63 (49.2 %: Llama-2-13B chat 22,
ChatGPT 20, Llama-2-7B chat 21). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-104 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 85, wrong 43, no_answer 0; debatable 0.

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7). All GSM8K test (128), no MATH.

Label conventions (rounds 37-104's): the last final answer counts; a response cut or looping before
any final answer is no_answer; equal in value but written differently is correct (dt7:68's final
'36' after working '110/3=36.67 teachers' is the gold 36; hzf:152 works to '$4.00' and marks
'#### 4'); another quantity is wrong; in the '####' format the marked value is the answer even when
the working ends elsewhere or was cut (hzf:157, hzp:119: the deepseek runs hit the 1024-token cap
and still end with a '####' line, which counts; hzf:157's working reaches the gold 80 but marks
3000); likewise a 'Final answer: N' line counts, and 'Final answer: 21+14=35' states 35; text
after the committed answer (an invented next problem with its own 'Final answer', a request for
the next problem) does not count, the answer to the question posed does.

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 206000, 222000,
238000 (190000 reused from round 104, not re-read); runs/deepseek_v4_pro/test_predictions.jsonl
offsets 128000, 144000, 160000 (112000 reused); DT6A/GSM8K-AI-SubQ
eval_responses/llama13b/eval_chat.jsonl offset 64000 (32000, 48000 reused),
eval_responses/chatgpt/eval_chat.jsonl offset 48000 (16000, 32000 reused),
eval_responses/llama7b/eval_chat.jsonl offset 48000 (16000, 32000 reused).

Leads for a later round: handsomeZR deepseek_v4_flash from 254000 (test_000174, Billy's
potatoes, whole on 238000 but for its line's last fields: join this round's paste) and
deepseek_v4_pro from 176000 (test_000128, Well's mother, opens at the end of 160000); DT6A
llama13b from 80000 (line 104, Poppy's jigsaw, opens at the end of 64000), chatgpt from 64000
(line 80, two girls' water, opens at the end of 48000), llama7b from 64000 (line 80, the same
question, opens at the end of 48000), and the other eval_*.jsonl files (mistral's page 0 has long
verbatim loops; check repeats: the same sub-questions recur); round 104's other leads (7174Andy
Qwen CoT from 128000, gemma CoT from 64000; nguyentranhuy999 CoT from 64000) were not taken here.

Usage: python build_public_heldout107.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout107.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout107.jsonl"
SOURCE = "public_heldout107"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "190000-253999 (four pages joined: 190000 from round 104, 206000, 222000, "
                        "238000)",
                        "test_000143-test_000173"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "112000-175999 (112000 from round 104, 128000, 144000, 160000)",
                        "test_000094-test_000127"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; pages 32000 and "
        "48000 (round 104's) and 64000 of the file (lines 82-103)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; pages 16000 and "
        "32000 (round 104's) and 48000 of the file (lines 60-79)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; pages 16000 and "
        "32000 (round 104's) and 48000 of the file (lines 59-79)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:143|correct|hash|
hzf:144|correct|hash|
hzf:145|correct|hash|
hzf:146|correct|hash|
hzf:147|correct|hash|
hzf:148|correct|hash|
hzf:149|correct|hash|
hzf:150|correct|hash|
hzf:151|correct|hash|'500 cents = 5 dollars.' then '#### 5'
hzf:152|correct|hash|working '$4.00', then '#### 4'
hzf:153|correct|hash|
hzf:154|correct|hash|
hzf:155|correct|hash|
hzf:156|correct|hash|
hzf:157|wrong|hash|a long deliberation (reaching 'So Blake runs 80 yards farther') cut at the token cap ('Thus answer: Blake runs 3000 yards,'), then '#### 3000' (gold 80: Blake's distance, not how much farther)
hzf:158|correct|hash|
hzf:159|correct|hash|
hzf:160|correct|hash|
hzf:161|correct|hash|
hzf:162|correct|hash|
hzf:163|correct|hash|
hzf:164|correct|hash|
hzf:165|correct|hash|
hzf:166|correct|hash|
hzf:167|correct|hash|
hzf:168|correct|hash|
hzf:169|correct|hash|
hzf:170|correct|hash|
hzf:171|correct|hash|
hzf:172|correct|hash|
hzf:173|correct|hash|
hzp:94|correct|hash|
hzp:95|correct|hash|
hzp:96|correct|hash|
hzp:97|correct|hash|
hzp:98|correct|hash|
hzp:99|correct|hash|
hzp:100|correct|hash|
hzp:101|correct|hash|
hzp:102|correct|hash|
hzp:103|correct|hash|
hzp:104|correct|hash|
hzp:105|correct|hash|
hzp:106|correct|hash|
hzp:107|correct|hash|
hzp:108|correct|hash|algebra 'L = 50', then '#### 50'
hzp:109|correct|hash|
hzp:110|correct|hash|
hzp:111|correct|hash|
hzp:112|correct|hash|
hzp:113|correct|hash|
hzp:114|correct|hash|
hzp:115|correct|hash|
hzp:116|correct|hash|
hzp:117|correct|hash|
hzp:118|correct|hash|
hzp:119|wrong|hash|a long deliberation cut at the token cap ('Then raise for Adrien ='), then '#### 99076.92' (gold 95200: Lylah's salary taken as 40000/1.3, not 30% below Adrien's)
hzp:120|correct|hash|
hzp:121|correct|hash|
hzp:122|correct|hash|
hzp:123|correct|hash|
hzp:124|correct|hash|
hzp:125|correct|hash|'\( x = 10 \)', then '#### 10'
hzp:126|correct|hash|
hzp:127|correct|hash|
dt13:82|wrong|answer_colon|'Final answer: 621' (gold 623: the 2 pounds taken off twice)
dt13:83|wrong|answer_colon|'Final answer: 1800' (gold 600: the thorns of all bushes multiplied by 3 again)
dt13:84|wrong|answer_colon|'Final answer: 8' (gold 15)
dt13:85|correct|answer_colon|'Final answer: 44'
dt13:86|wrong|answer_colon|'Final answer: 8' (gold 22: the second ring taken as 4, not 12)
dt13:87|wrong|answer_colon|'Final answer: 780' (gold 9360: a monthly salary, not the annual)
dt13:88|wrong|answer_colon|'Final answer: 872000' (gold 8000)
dt13:89|wrong|answer_colon|'Final answer: 18' (gold 24)
dt13:90|correct|answer_colon|'Final answer: 225'
dt13:91|wrong|answer_colon|'Final answer: 24' (gold 28: Cindy's 4 pets left out)
dt13:92|wrong|answer_colon|'Final answer: 6' (gold 4)
dt13:93|wrong|answer_colon|'Final answer: 40.6' (gold 36)
dt13:94|wrong|answer_colon|'Final answer: 148' (gold 348)
dt13:95|wrong|answer_colon|'Final answer: 94' (gold 40)
dt13:96|correct|answer_colon|'Final answer: 3'
dt13:97|wrong|answer_colon|'Final answer: 6' (gold 12)
dt13:98|wrong|answer_colon|'Final answer: 25' (gold 5: the 20 of the second 15 minutes not taken off)
dt13:99|wrong|answer_colon|'Final answer: 40' (gold 58: the 18 new plants left out)
dt13:100|wrong|answer_colon|'Final answer: 115' (gold 175: the fourth friend's 60 rings left out)
dt13:101|wrong|answer_colon|'Final answer: 8.5' (gold 6: 4+20+7+8 taken as 49)
dt13:102|wrong|answer_colon|'Final answer: 21+14=35' for the question posed (gold 26), then an invented swimming-pool problem with its own 'Final answer: 324', which does not count
dt13:103|wrong|answer_colon|'Final answer: 12.66' (gold 140)
dtgp:60|correct|answer_colon|'Final answer: 17'
dtgp:61|correct|answer_colon|'Final answer: 1430'
dtgp:62|wrong|answer_colon|'Final answer: 66666.67' (gold 25000)
dtgp:63|correct|answer_colon|'Final answer: 1596'
dtgp:64|correct|answer_colon|'Final answer: 300'
dtgp:65|wrong|answer_colon|'Final answer: 12' (gold 36: the 3 times a week left out)
dtgp:66|correct|answer_colon|'Final answer: 48'
dtgp:67|correct|answer_colon|'Final answer: 595'
dtgp:68|correct|answer_colon|'Final answer: 36'
dtgp:69|correct|answer_colon|'Final answer: 60'
dtgp:70|wrong|answer_colon|'Final answer: 5550' (gold 7425: 5*5*15*15 taken as 3750)
dtgp:71|correct|answer_colon|'Final answer: 60'
dtgp:72|correct|answer_colon|'Final answer: 221'
dtgp:73|wrong|answer_colon|'Final answer: 765' (gold 255: the whole price paid each month, not divided by 3)
dtgp:74|correct|answer_colon|'Final answer: 88'
dtgp:75|correct|answer_colon|'Final answer: 60'
dtgp:76|correct|answer_colon|'Final answer: 5'
dtgp:77|correct|answer_colon|'Final answer: 100'
dtgp:78|correct|answer_colon|'Final answer: 6'
dtgp:79|correct|answer_colon|'Final answer: 70'
dt7:59|wrong|answer_colon|'Final answer: 1340' (gold 187)
dt7:60|wrong|answer_colon|'Final answer: 5' (gold 17)
dt7:61|wrong|answer_colon|'Final answer: 1580' (gold 1430: the insurance taken as 80)
dt7:62|wrong|answer_colon|'Final answer: 3000000' (gold 25000; the working says '30,000,000/year')
dt7:63|wrong|answer_colon|'Final answer: 196' (gold 1596)
dt7:64|wrong|answer_colon|'Final answer: 25' (gold 300: miles per gallon, not per tank)
dt7:65|wrong|answer_colon|'Final answer: 160' (gold 36)
dt7:66|wrong|answer_colon|'Final answer: 24' (gold 48)
dt7:67|wrong|answer_colon|'Final answer: 245' (gold 595)
dt7:68|correct|answer_colon|'Final answer: 36' (the working's '110/3=36.67 teachers' is wrong; the final line states the gold 36)
dt7:69|wrong|answer_colon|'Final answer: 100' (gold 60: the allowance not taken off)
dt7:70|wrong|answer_colon|'Final answer: 1575.00' (gold 7425)
dt7:71|correct|answer_colon|'Final answer: 60'
dt7:72|wrong|answer_colon|'Final answer: 224' (gold 221: 43*3 taken as 132)
dt7:73|wrong|answer_colon|'Final answer: 2400' (gold 255)
dt7:74|wrong|answer_colon|'Final answer: 85.25' (gold 88: prices not rounded)
dt7:75|wrong|answer_colon|'Final answer: 6' (gold 60: levels halved downwards, the top left out)
dt7:76|wrong|answer_colon|'Final answer: 8.36' (gold 5)
dt7:77|wrong|answer_colon|'Final answer: 1400' (gold 100: David's share taken as 4 x Sarah's), then 'Please provide the next problem.'
dt7:78|wrong|answer_colon|'Final answer: 1.50' (gold 6)
dt7:79|correct|answer_colon|'Final answer: 70'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
