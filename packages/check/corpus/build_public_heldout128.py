__doc__ = r"""Build public_heldout128.jsonl: a 128th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 123's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took.

Method (rounds 88-123's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: every
page came out at 16,000 characters on its first paste. One loop marker was used (as rounds 90-100):
on dtgp_112000 the french-fries answer (line 153) repeats '<<14-7-9-4=' verbatim; one copy was
pasted between @@U1@@ and @@/U1@@ and @@R1@@ replaced by the unit a whole number of times fixed by
the page length (0-400 tried; exactly 378 more fit, 379 copies in all). Nothing was retyped from a
decoded form; nothing is shortened. Where a record opens on the last page round 123 read, round
123's verified paste (hzf_382000, hzp_304000, dt13_128000, dtgp_96000, dt7_96000) was copied in,
not re-read, passed the same length check here and decodes byte-identical to round 123's .page
(work/mk.py compares them); it was joined so that the record is taken whole; the records earlier
rounds took are not taken again. work/extract.py cut the records out by script (raw_*.jsonl);
work/dedup.py checked repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 398000, 414000 and 430000 (= hzf_398000, hzf_414000, hzf_430000) joined with
  round 123's page 382000 (hzf_382000): test_000276 (Carly's cards, opening at the end of 382000
  and cut there inside its line's last fields) to test_000303 (Elise's books) whole (test_000285,
  Ann's brother, and test_000295, Darren's exercises, cross the page edges and are taken whole);
  test_000304 (Watson's April pay) is cut at the page end inside its prediction and is dropped:
  28 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 320000 and 336000
  (= hzp_320000, hzp_336000) joined with round 123's page 304000 (hzp_304000): test_000229 (the
  watermelons, opening at the end of 304000) to test_000254 (Shelly's kids) whole (test_000243,
  Jason's phone plan, crosses the edge); test_000255 (the cows in the stalls) cut inside its
  prediction and dropped: 26 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-123): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) page 144000
  (= dt13_144000) joined with round 123's page 128000: line 181 (Sandra the florist, opening at
  the end of 128000) to line 199 (Mark the copy-editor) whole; line 200 (Baldur's pails) cut
  inside its problem and dropped: 19 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) pages 112000 and 128000
  (= dtgp_112000, dtgp_128000) joined with round 123's page 96000: line 143 (John's groceries,
  opening at the end of 96000) to line 174 (Billy's potatoes) whole (line 156, the zookeeper's
  bananas, crosses the edge); line 175 (Juan's lemonade) cut inside its answers and dropped; line
  149 (Charlie's Facebook friends) repeats round 117's completion and is dropped: 31 kept.
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 112000 (= dt7_112000)
  joined with round 123's page 96000: line 142 (Jordan's video games, opening at the end of
  96000) to line 160 (the tank of water) whole; line 161 (Anakin and Locsin) cut inside its
  problem and dropped; line 156 (the zookeeper's bananas) repeats round 117's completion and is
  dropped: 18 kept. `r` = the line's `answers` body (enc json): the answering model's answers
  A1..An to sub-questions another model wrote, ending 'Final answer: N' (dt13:196 and dt7:146
  then invent a problem with its own 'Final answer'; several llama-7b answers end 'Please provide
  the next problem.'). Gold: the line's `answer` (float, written as an integer), checked by the
  build; two floats lost GSM8K's thousands (Johnny's legos, '#### 2,125' read as 2.0: dtgp:146,
  dt7:146), and there `g` is GSM8K's 2125 (work/extract.py DT_GOLD; the build checks every gold).
  rec = the file line, numbered as round 123 numbered it: work/extract.py checked that the whole
  line before each take-from line is round 123's last record (same problem), and every line taken
  is the same question as gsm8k/test.jsonl line rec. The chatgpt and llama7b files answer the same
  GSM8K questions (lines 143-160 overlap), each model's own text: no completion kept repeats
  another (work/dedup.py).

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 161 files, 23,927 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round: two repeat round 117's
(public_heldout117.jsonl: dtgp line 149, dt7 line 156, both short answers the models gave to the
same question there) and were dropped (work/extract.py DROP); nothing else repeats. 122 records
kept.

Repository counts (122 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 54 (44.3 %:
deepseek-v4-flash 28, deepseek-v4-pro 26), DT6A/GSM8K-AI-SubQ 68 (55.7 %: Llama-2-13B chat 19,
ChatGPT 31, Llama-2-7B chat 18). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-123 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 84, wrong 37, no_answer 1; debatable 0.

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7; dtgp:153 loops before any). All GSM8K test (122), no MATH.

Label conventions (rounds 37-123's): the last final answer counts; a response cut or looping before
any final answer is no_answer (dtgp:153, the '<<14-7-9-4=' loop); equal in value but written
differently is correct ('Final answer: 12.00' for 12, 'Final answer: 120 pounds' for 120); another
quantity is wrong; in the '####' format the marked value is the answer even when the working was
cut (hzf:283 and hzf:293: the deepseek-v4-flash run hit the 1024-token cap mid-deliberation, the
right value reached in the working, and the '####' line then holds another number, which counts:
wrong; hzf:298: cut mid-sentence, then the right '#### 500'); likewise a 'Final answer: N' line
counts; text after the committed answer (an invented next problem with its own 'Final answer', a
'Please provide the next problem.' line) does not count, the answer to the question posed does.

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 398000,
414000, 430000 (382000 reused from round 123, not re-read); runs/deepseek_v4_pro/
test_predictions.jsonl offsets 320000, 336000 (304000 reused); DT6A/GSM8K-AI-SubQ
eval_responses/llama13b/eval_chat.jsonl offset 144000 (128000 reused),
eval_responses/chatgpt/eval_chat.jsonl offsets 112000, 128000 (96000 reused),
eval_responses/llama7b/eval_chat.jsonl offset 112000 (96000 reused).

Leads for a later round: handsomeZR deepseek_v4_flash from 446000 (test_000304, Watson's April
pay, opens in 430000 and is cut at its end: join this round's paste) and deepseek_v4_pro from
352000 (test_000255, the cows in the stalls, opens at the end of 336000); DT6A llama13b from
160000 (line 200, Baldur's pails, opens at the end of 144000), chatgpt from 144000 (line 175,
Juan's lemonade, opens at the end of 128000), llama7b from 128000 (line 161, Anakin and Locsin,
opens at the end of 112000), and the other eval_*.jsonl files (check repeats: the same
sub-questions recur, and short answers repeat earlier rounds'); round 104's other leads (7174Andy
Qwen CoT from 128000; nguyentranhuy999 CoT from 64000) were not taken here.

Usage: python build_public_heldout128.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout128.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout128.jsonl"
SOURCE = "public_heldout128"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "382000-445999 (four pages joined: 382000 from round 123, 398000, 414000, "
                        "430000)",
                        "test_000276-test_000303"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "304000-351999 (304000 from round 123, 320000, 336000)",
                        "test_000229-test_000254"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 128000 "
        "(round 123's) and page 144000 of the file (lines 181-199)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 96000 "
        "(round 123's) and pages 112000 and 128000 of the file (lines 143-174, 149 a repeat, dropped)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 96000 "
        "(round 123's) and page 112000 of the file (lines 142-160, 156 a repeat, dropped)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:276|correct|hash|
hzf:277|correct|hash|
hzf:278|correct|hash|
hzf:279|correct|hash|
hzf:280|correct|hash|
hzf:281|correct|hash|
hzf:282|correct|hash|
hzf:283|wrong|hash|a long deliberation (8 gems, 7 or 8 gaps, '(25-8)/0.25 = 17*4 = 68. That gives 68 beads') cut at the token cap ('Let's consider if the beads are placed between gemstones'), then '#### 25' (gold 68)
hzf:284|correct|hash|
hzf:285|correct|hash|
hzf:286|correct|hash|
hzf:287|correct|hash|
hzf:288|correct|hash|
hzf:289|correct|hash|
hzf:290|correct|hash|
hzf:291|correct|hash|
hzf:292|correct|hash|
hzf:293|wrong|hash|a long deliberation over '2 times more' (reaches 'Total = 22+18+43 = 83') cut at the token cap ('it often means A = 3*B.'), then '#### 3' (gold 83)
hzf:294|correct|hash|
hzf:295|correct|hash|
hzf:296|correct|hash|
hzf:297|correct|hash|
hzf:298|correct|hash|the working cut at the token cap mid-sentence ('she bids $500, winning the'), then '#### 500'
hzf:299|correct|hash|working 'Total annual cost = 30000 + 1800 = $31800.', then '#### 31800'
hzf:300|correct|hash|
hzf:301|correct|hash|
hzf:302|correct|hash|
hzf:303|correct|hash|
hzp:229|correct|hash|
hzp:230|correct|hash|'#### 276000' (GSM8K's '####' line writes '276,000')
hzp:231|correct|hash|
hzp:232|correct|hash|
hzp:233|correct|hash|
hzp:234|correct|hash|
hzp:235|correct|hash|
hzp:236|correct|hash|
hzp:237|correct|hash|
hzp:238|correct|hash|
hzp:239|correct|hash|
hzp:240|correct|hash|
hzp:241|correct|hash|
hzp:242|correct|hash|
hzp:243|correct|hash|
hzp:244|correct|hash|
hzp:245|correct|hash|
hzp:246|correct|hash|
hzp:247|correct|hash|
hzp:248|correct|hash|
hzp:249|correct|hash|'#### 5600' (GSM8K's '####' line writes '5,600')
hzp:250|correct|hash|
hzp:251|correct|hash|
hzp:252|correct|hash|
hzp:253|correct|hash|
hzp:254|correct|hash|
dt13:181|wrong|answer_colon|'Final answer: 4' (gold 160: the 200 calla lilies not used, the carnations taken as 4)
dt13:182|wrong|answer_colon|'Final answer: 34.5' (gold 23)
dt13:183|wrong|answer_colon|'Final answer: 151' (gold 2: 220 less the last runner's 69)
dt13:184|wrong|answer_colon|'Final answer: 1/2' (gold 25, a percentage: two evens taken as 1/3)
dt13:185|correct|answer_colon|'Final answer: 30'
dt13:186|wrong|answer_colon|'Final answer: 6' (gold 5: the 160 not used, '18/3=6')
dt13:187|correct|answer_colon|'Final answer: 106'
dt13:188|wrong|answer_colon|'Final answer: 200' (gold 50: 20 bags assumed)
dt13:189|wrong|answer_colon|'Final answer: 29.50' (gold 34: food taken as one ticket less $4.50)
dt13:190|wrong|answer_colon|'Final answer: 21600' (gold 360: minutes times peaches an hour)
dt13:191|wrong|answer_colon|'Final answer: 0.5' (gold 5: one duck's, not the flock of ten)
dt13:192|wrong|answer_colon|'Final answer: 70' (gold 91)
dt13:193|wrong|answer_colon|'Final answer: 12' (gold 24: the 12 pink left Saturday not counted)
dt13:194|correct|answer_colon|'Final answer: 10'
dt13:195|correct|answer_colon|'Final answer: 12.00' (= gold 12)
dt13:196|correct|answer_colon|'Final answer: 120 pounds' for the question posed (= gold 120), then an invented swimming-pool problem with its own 'Final answer: 4320 cubic meters', which does not count
dt13:197|wrong|answer_colon|'Final answer: 4571' (gold 6277: '23786-8417-9092=4571' miscomputed)
dt13:198|wrong|answer_colon|'Final answer: 200' (gold 320: the starting 20 left out and the third month '2*((60+40)=100', not 200)
dt13:199|correct|answer_colon|'Final answer: 7500'
dtgp:143|wrong|answer_colon|'Final answer: 16.5' (gold 16: the 10% tax on milk, eggs and roach traps too)
dtgp:144|wrong|answer_colon|'Final answer: 71' (gold 20: only the 3 existing clients, one bottle each)
dtgp:145|correct|answer_colon|'Final answer: 4000'
dtgp:146|correct|answer_colon|'Final answer: 2125' (= GSM8K's '2,125'; the file's `answer` float reads 2.0)
dtgp:147|wrong|answer_colon|'Final answer: 45' (gold 75)
dtgp:148|correct|answer_colon|'Final answer: 30'
dtgp:150|correct|answer_colon|'Final answer: 4'
dtgp:151|correct|answer_colon|'Final answer: 5'
dtgp:152|correct|answer_colon|'Final answer: 4'
dtgp:153|no_answer|truncated|A4 'there were 14-7-9-4=' then '<<14-7-9-4=' repeated verbatim (379 times) until the string ends at '<<14-7-9', no final answer (gold 48)
dtgp:154|wrong|answer_colon|'Final answer: 112' (gold 272: a day's hours taken as the week's)
dtgp:155|correct|answer_colon|'Final answer: 280'
dtgp:156|correct|answer_colon|'Final answer: 1400'
dtgp:157|wrong|answer_colon|'Final answer: 1220' (gold 80: Kelly's first 200 yards left out and the winner wrong)
dtgp:158|correct|answer_colon|'Final answer: 34'
dtgp:159|wrong|answer_colon|'Final answer: 7' (gold 15: '11-6+2')
dtgp:160|correct|answer_colon|'Final answer: 16'
dtgp:161|correct|answer_colon|'Final answer: 32'
dtgp:162|correct|answer_colon|'Final answer: 92'
dtgp:163|correct|answer_colon|'Final answer: 50'
dtgp:164|correct|answer_colon|'Final answer: 15'
dtgp:165|correct|answer_colon|'Final answer: 77'
dtgp:166|correct|answer_colon|'Final answer: 5'
dtgp:167|correct|answer_colon|'Final answer: 16'
dtgp:168|correct|answer_colon|'Final answer: 18'
dtgp:169|correct|answer_colon|'Final answer: 120'
dtgp:170|correct|answer_colon|'Final answer: 150'
dtgp:171|correct|answer_colon|'Final answer: 1210'
dtgp:172|correct|answer_colon|'Final answer: 51'
dtgp:173|wrong|answer_colon|'Final answer: 9000' (gold 18000: only the extra over the 1.5-times payments)
dtgp:174|correct|answer_colon|'Final answer: 95'
dt7:142|wrong|answer_colon|'Final answer: 400' (gold 140: a 40-hour week, not the 14 gaming hours), then 'Please provide the next problem.'
dt7:143|wrong|answer_colon|'Final answer: 16.50' (gold 16)
dt7:144|wrong|answer_colon|'Final answer: 76' (gold 20)
dt7:145|wrong|answer_colon|'Final answer: 30' (gold 4000)
dt7:146|wrong|answer_colon|'Final answer: 3000' for the question posed (gold 2125), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:147|wrong|answer_colon|'Final answer: 40' (gold 75)
dt7:148|wrong|answer_colon|'Final answer: 14' (gold 30: the change subtracted)
dt7:149|correct|answer_colon|'Final answer: 16'
dt7:150|wrong|answer_colon|'Final answer: 2' (gold 4), then 'Please provide the next problem.'
dt7:151|wrong|answer_colon|'Final answer: 1.75' (gold 5)
dt7:152|wrong|answer_colon|'Final answer: 90' (gold 4)
dt7:153|wrong|answer_colon|'Final answer: 5' (gold 48)
dt7:154|wrong|answer_colon|'Final answer: 169' (gold 272), then 'Please provide the next problem.'
dt7:155|wrong|answer_colon|'Final answer: 1940' (gold 280: inches and feet added together), then 'Please provide the next problem.'
dt7:157|wrong|answer_colon|'Final answer: 2500' (gold 80: '1500-4000=2500'), then a 'Note:' line
dt7:158|correct|answer_colon|'Final answer: 34'
dt7:159|wrong|answer_colon|'Final answer: 8' (gold 15)
dt7:160|correct|answer_colon|'Final answer: 16'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
