__doc__ = r"""Build public_heldout135.jsonl: a 135th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 128's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took.

Method (rounds 88-128's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: every
page came out at 16,000 characters on its first paste. No loop marker was needed (no verbatim
loop on these pages). Nothing was retyped from a decoded form; nothing is shortened. Where a
record opens on the last page round 128 read, round 128's verified paste (hzf_430000, hzp_336000,
dt13_144000, dtgp_128000, dt7_112000) was copied in, not re-read, passed the same length check
here and decodes byte-identical to round 128's .page (work/mk.py compares them); it was joined so
that the record is taken whole; the records earlier rounds took are not taken again.
work/extract.py cut the records out by script (raw_*.jsonl); work/dedup.py checked repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 446000, 462000 and 478000 (= hzf_446000, hzf_462000, hzf_478000) joined with
  round 128's page 430000 (hzf_430000): test_000304 (Watson's April pay, opening in 430000 and
  cut at its end, inside its prediction) to test_000336 (Maria's shares) whole (test_000313, the
  population of Chile, and test_000325, Jaime's programmers, cross the page edges and are taken
  whole); test_000337 (Luke's hot dogs) is cut at the page end inside its prediction and is
  dropped: 33 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 352000 and 368000
  (= hzp_352000, hzp_368000) joined with round 128's page 336000 (hzp_336000): test_000255 (the
  cows in the stalls, opening at the end of 336000) to test_000276 (Carly's cards) whole
  (test_000265, Mrs. Cruz's house, crosses the edge); test_000277 (Matthew's holes) cut inside
  its gold and dropped: 22 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-128): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) page 160000
  (= dt13_160000) joined with round 128's page 144000: line 200 (Baldur's pails, opening at the
  end of 144000) to line 217 (the roses and dahlias) whole; line 218 (Adrian, Harriet and Zack)
  cut inside its answers and dropped: 18 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) pages 144000 and 160000
  (= dtgp_144000, dtgp_160000) joined with round 128's page 128000: line 175 (Juan's lemonade,
  opening at the end of 128000) to line 209 (the twenty dozen cups) whole (line 193, Sue's
  flamingos, crosses the edge); line 210 (Sara's jacket and shoes) cut inside its answers and
  dropped: 35 kept.
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 128000 (= dt7_128000)
  joined with round 128's page 112000: line 161 (Anakin and Locsin, opening at the end of 112000)
  to line 178 (Rani's crabs) whole; line 179 (Lloyd's tutoring) cut inside its questions and
  dropped: 18 kept. `r` = the line's `answers` body (enc json): the answering model's answers
  A1..An to sub-questions another model wrote, ending 'Final answer: N' (dt7:167 then invents
  four problems, each with its own 'Final answer'; dt7:177 ends 'Please provide the next
  problem.'). Gold: the line's `answer` (float, written as an integer), checked by the build; two
  floats lost GSM8K's thousands (John's award, '#### 114,200' read as 114.0: dt13:201,
  dtgp:201), and there `g` is GSM8K's 114200 (work/extract.py DT_GOLD; the build checks every
  gold). rec = the file line, numbered as round 128 numbered it: work/extract.py checked that the
  whole line before each take-from line is round 128's last record (same problem), and every
  line taken is the same question as gsm8k/test.jsonl line rec. The three DT files answer the
  same GSM8K questions (lines 175-178 of chatgpt and llama7b, lines 200-209 of chatgpt and
  llama13b overlap), each model's own text: no completion kept repeats another (work/dedup.py).

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 172 files, 24,426 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round: none repeats. 126 records kept.

Repository counts (126 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 55 (43.7 %:
deepseek-v4-flash 33, deepseek-v4-pro 22), DT6A/GSM8K-AI-SubQ 71 (56.3 %: Llama-2-13B chat 18,
ChatGPT 35, Llama-2-7B chat 18). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-128 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 87, wrong 39, no_answer 0; debatable 0.

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7). All GSM8K test (126), no MATH.

Label conventions (rounds 37-128's): the last final answer counts; equal in value but written
differently is correct ('Final answer: 2600g' for 2600, 'Final answer: 25%' where the question
asks for a percentage); another quantity is wrong ('Final answer: -2' for 2, 'Final answer: 93
minutes' for 95); in the '####' format the marked value is the answer even when the working was
cut (hzf:304 and hzp:255: the 1024-token cap hit mid-deliberation, then a '####' line holding
another number: wrong; hzf:310: cut mid-sentence after the right value, then the right
'#### 2050': correct); likewise a 'Final answer: N' line counts; text after the committed answer
(invented next problems with their own 'Final answer', a 'Please provide the next problem.' line)
does not count, the answer to the question posed does.

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 446000,
462000, 478000 (430000 reused from round 128, not re-read); runs/deepseek_v4_pro/
test_predictions.jsonl offsets 352000, 368000 (336000 reused); DT6A/GSM8K-AI-SubQ
eval_responses/llama13b/eval_chat.jsonl offset 160000 (144000 reused),
eval_responses/chatgpt/eval_chat.jsonl offsets 144000, 160000 (128000 reused),
eval_responses/llama7b/eval_chat.jsonl offset 128000 (112000 reused).

Leads for a later round: handsomeZR deepseek_v4_flash from 494000 (test_000337, Luke's hot dogs,
opens in 478000 and is cut at its end: join this round's paste) and deepseek_v4_pro from 384000
(test_000277, Matthew's holes, opens at the end of 368000); DT6A llama13b from 176000 (line 218,
Adrian's age, opens at the end of 160000), chatgpt from 176000 (line 210, Sara's jacket, opens at
the end of 160000), llama7b from 144000 (line 179, Lloyd's tutoring, opens at the end of 128000),
and the other eval_*.jsonl files (check repeats: the same sub-questions recur, and short answers
repeat earlier rounds'); round 104's other leads (7174Andy Qwen CoT from 128000;
nguyentranhuy999 CoT from 64000) were not taken here.

Usage: python build_public_heldout135.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout135.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout135.jsonl"
SOURCE = "public_heldout135"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "430000-493999 (four pages joined: 430000 from round 128, 446000, 462000, "
                        "478000)",
                        "test_000304-test_000336"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "336000-383999 (336000 from round 128, 352000, 368000)",
                        "test_000255-test_000276"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 144000 "
        "(round 128's) and page 160000 of the file (lines 200-217)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 128000 "
        "(round 128's) and pages 144000 and 160000 of the file (lines 175-209)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 112000 "
        "(round 128's) and page 128000 of the file (lines 161-178)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:304|wrong|hash|a long deliberation over how many weeks April has ('So weekly total = 500+300 = $800', never multiplied out) cut at the token cap ('Thus, weekly earnings = 50*10 + 300 ='), then '#### 300' (gold 3200)
hzf:305|correct|hash|
hzf:306|wrong|hash|'#### 5' (gold 10: the 20 left halved again, 'split equally gives 10 / 2 = 5')
hzf:307|correct|hash|
hzf:308|correct|hash|
hzf:309|correct|hash|
hzf:310|correct|hash|the working cut at the token cap mid-sentence ('how much does he have to spend on buying gifts'), after '$6000 - $1950 - $2000 = $2050 left for gifts', then '#### 2050'
hzf:311|correct|hash|
hzf:312|correct|hash|
hzf:313|correct|hash|
hzf:314|correct|hash|
hzf:315|correct|hash|
hzf:316|correct|hash|
hzf:317|correct|hash|
hzf:318|correct|hash|
hzf:319|correct|hash|
hzf:320|correct|hash|
hzf:321|correct|hash|
hzf:322|correct|hash|
hzf:323|correct|hash|
hzf:324|correct|hash|
hzf:325|correct|hash|
hzf:326|correct|hash|the answer stated first ('The number of people who got on at the terminal is 14.'), then the working in LaTeX \( \) and '#### 14'
hzf:327|correct|hash|
hzf:328|correct|hash|
hzf:329|correct|hash|
hzf:330|correct|hash|
hzf:331|correct|hash|
hzf:332|correct|hash|
hzf:333|correct|hash|
hzf:334|correct|hash|
hzf:335|correct|hash|
hzf:336|correct|hash|
hzp:255|wrong|hash|a long deliberation over ten versus twenty stalls ('he adds 40/20 = 2 cows to each of the 20 stalls.') cut at the token cap, then '#### 20' (gold 192)
hzp:256|correct|hash|
hzp:257|correct|hash|
hzp:258|correct|hash|
hzp:259|correct|hash|
hzp:260|correct|hash|
hzp:261|correct|hash|
hzp:262|correct|hash|
hzp:263|correct|hash|
hzp:264|correct|hash|
hzp:265|correct|hash|
hzp:266|correct|hash|working in '400,000 − 282,000 = 118,000', then '#### 118000'
hzp:267|correct|hash|
hzp:268|correct|hash|
hzp:269|correct|hash|
hzp:270|correct|hash|
hzp:271|correct|hash|
hzp:272|correct|hash|
hzp:273|correct|hash|
hzp:274|correct|hash|
hzp:275|correct|hash|
hzp:276|correct|hash|
dt13:200|correct|answer_colon|'Final answer: 55'
dt13:201|wrong|answer_colon|'Final answer: 109000' (gold 114200: the raise counted as the salary, '104,000+5000'; the file's `answer` float reads 114.0)
dt13:202|wrong|answer_colon|'Final answer: 10' (gold 100: one acre's, not the 10 acres)
dt13:203|wrong|answer_colon|'Final answer: 24' (gold 31: 5 sandwiches and 2 slices an omelet)
dt13:204|correct|answer_colon|'Final answer: 98'
dt13:205|wrong|answer_colon|'Final answer: 58' (gold 98: '93-352=58')
dt13:206|wrong|answer_colon|'Final answer: 680' (gold 860: the second routine taken as 60*3)
dt13:207|correct|answer_colon|'Final answer: 2600g' (= gold 2600 grams)
dt13:208|wrong|answer_colon|'Final answer: 72' (gold 76: Monday's 4 left out)
dt13:209|wrong|answer_colon|'Final answer: 100' (gold 145)
dt13:210|wrong|answer_colon|'Final answer: 14' (gold 10: '$30+20+5+4=69')
dt13:211|wrong|answer_colon|'Final answer: 3' (gold 4)
dt13:212|wrong|answer_colon|'Final answer: 3.5' (gold 5: the perimeter '1.5+1.5+6+6=14' and 0.25 hours a mile)
dt13:213|wrong|answer_colon|'Final answer: 350' (gold 250: '500-100-150=350')
dt13:214|wrong|answer_colon|'Final answer: 2' (gold 8)
dt13:215|correct|answer_colon|'Final answer: 44'
dt13:216|correct|answer_colon|'Final answer: 220'
dt13:217|correct|answer_colon|'Final answer: 15'
dtgp:175|wrong|answer_colon|'Final answer: 3' (gold 15: one gallon's lemons less the sugar, '5-2=3')
dtgp:176|correct|answer_colon|'Final answer: 100'
dtgp:177|correct|answer_colon|'Final answer: 350'
dtgp:178|correct|answer_colon|'Final answer: 122'
dtgp:179|correct|answer_colon|'Final answer: 130'
dtgp:180|correct|answer_colon|'Final answer: 20'
dtgp:181|correct|answer_colon|'Final answer: 160'
dtgp:182|wrong|answer_colon|'Final answer: 30' (gold 23: Mark taken as 30-2=28)
dtgp:183|wrong|answer_colon|'Final answer: -2' (gold 2: '220-222=-2', the sign wrong, so another value)
dtgp:184|correct|answer_colon|'Final answer: 25%' (= gold 25, the question asks for a percentage)
dtgp:185|correct|answer_colon|'Final answer: 30'
dtgp:186|wrong|answer_colon|'Final answer: 1.82' (gold 5: '160 / 88 = 1.818...')
dtgp:187|correct|answer_colon|'Final answer: 106'
dtgp:188|correct|answer_colon|'Final answer: 50'
dtgp:189|wrong|answer_colon|'Final answer: 61' (gold 34: tickets taken as $20.25 each)
dtgp:190|correct|answer_colon|'Final answer: 360'
dtgp:191|correct|answer_colon|'Final answer: 5'
dtgp:192|wrong|answer_colon|'Final answer: 15' (gold 91: the planting left out, 30% of the starting 50)
dtgp:193|wrong|answer_colon|'Final answer: 30' (gold 24: the 6 painted white not taken from the pink)
dtgp:194|correct|answer_colon|'Final answer: 10'
dtgp:195|correct|answer_colon|'Final answer: 12'
dtgp:196|correct|answer_colon|'Final answer: 120'
dtgp:197|correct|answer_colon|'Final answer: 6277'
dtgp:198|correct|answer_colon|'Final answer: 320'
dtgp:199|correct|answer_colon|'Final answer: 7500'
dtgp:200|correct|answer_colon|'Final answer: 55'
dtgp:201|correct|answer_colon|'Final answer: 114200' (= GSM8K's '114,200'; the file's `answer` float reads 114.0)
dtgp:202|correct|answer_colon|'Final answer: 100'
dtgp:203|correct|answer_colon|'Final answer: 31'
dtgp:204|correct|answer_colon|'Final answer: 98'
dtgp:205|wrong|answer_colon|'Final answer: 191' (gold 98: '93*6=558' less the four kept scores)
dtgp:206|correct|answer_colon|'Final answer: 860'
dtgp:207|correct|answer_colon|'Final answer: 2600'
dtgp:208|correct|answer_colon|'Final answer: 76'
dtgp:209|correct|answer_colon|'Final answer: 145'
dt7:161|wrong|answer_colon|'Final answer: 19' (gold 32: only Anakin's fish)
dt7:162|wrong|answer_colon|'Final answer: 84' (gold 92: 3 increases, '$20+3\*4=84')
dt7:163|wrong|answer_colon|'Final answer: 24' (gold 50: one of each toy)
dt7:164|wrong|answer_colon|'Final answer: 90' (gold 15: '3-3=0' hours)
dt7:165|correct|answer_colon|'Final answer: 77'
dt7:166|correct|answer_colon|'Final answer: 5'
dt7:167|wrong|answer_colon|'Final answer: 2' for the question posed (gold 16), then four invented problems (bookshelf, car, chocolates, water tank) each with its own 'Final answer' (the last 'Final answer: 700'), which do not count
dt7:168|wrong|answer_colon|'Final answer: 24' (gold 18)
dt7:169|wrong|answer_colon|'Final answer: 60' (gold 120)
dt7:170|wrong|answer_colon|'Final answer: 121.25' (gold 150: the pants taken as half the average)
dt7:171|wrong|answer_colon|'Final answer: 1470' (gold 1210: '640+540+30' added as 1470)
dt7:172|wrong|answer_colon|'Final answer: 45' (gold 51)
dt7:173|wrong|answer_colon|'Final answer: 3000' (gold 18000: only a wrong yearly extra)
dt7:174|wrong|answer_colon|'Final answer: 93 minutes' (gold 95: '1.5 minutes + 5 seconds = 1.55 minutes')
dt7:175|wrong|answer_colon|'Final answer: 20' (gold 15)
dt7:176|wrong|answer_colon|'Final answer: 30' (gold 100)
dt7:177|wrong|answer_colon|'Final answer: 580' (gold 350), then 'Please provide the next problem.'
dt7:178|wrong|answer_colon|'Final answer: 54' (gold 122: Monic taken as 4)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
