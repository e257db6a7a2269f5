__doc__ = r"""Build public_heldout156.jsonl: a 156th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 151's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took.

Method (rounds 88-151's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Every
page came out at 16,000 characters on its first paste but one: hzp_544000 came out 1 character
short: test_000393's gold (Carol's song, a gold field, in no completion) holds a zero-width space
(U+200B) in '450 \u200bminutes', as GSM8K's own answer does, which the display does not show; it
was put in at that place and the page then matched 16,000 exactly (and every question and gold
rationale on the hz pages then matched gsm8k/test.jsonl). No loop marker was needed (no verbatim
loop on these pages). Nothing was retyped from a decoded form; nothing is shortened. Where a
record opens on the last page round 151 read, round 151's verified paste (hzf_606000,
hzp_512000, dt13_208000, dtgp_224000, dt7_176000) was copied in, not re-read, passed the same
length check here and decodes byte-identical to round 151's .page (work/mk.py compares them); it
was joined so that the record is taken whole; the records earlier rounds took are not taken
again. work/extract.py cut the records out by script (raw_*.jsonl); work/dedup.py checked
repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 622000 and 638000 (= hzf_622000, hzf_638000) joined with round 151's page
  606000 (hzf_606000): test_000425 (Lillian's bird feeders, opening at the end of 606000, cut
  there inside its gold, its prediction wholly in 622000) to test_000442 (Marcus's house
  temperature) whole (test_000434, George's candy bars, crosses the edge of 622000 and 638000);
  test_000443 (Jon's triathlon) is cut inside its prediction at the page end and dropped: 18
  kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 528000 and 544000
  (= hzp_528000, hzp_544000) joined with round 151's page 512000 (hzp_512000): test_000371 (the
  tennis shoes, opening in 512000, its prediction crossing into 528000) to test_000393 (Carol's
  song) whole (test_000384, Mr. Ruther's land, crosses the edge of 528000 and 544000);
  test_000394 (Wendy's books) cut inside its prediction and dropped; test_000386 and test_000387
  dropped as repeats (below): 21 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised, and its '####'
  value).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-151): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) page 224000
  (= dt13_224000) joined with round 151's page 208000 (which ends exactly at line 283's closing
  brace, so 224000 opens with line 284's newline): line 284 (Alani's stories) to line 300
  (Peter's exercise) whole; line 301 (the folded tabloid) cut inside its answers ('Final ') and
  dropped: 17 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) page 240000 (= dtgp_240000)
  joined with round 151's page 224000: line 293 (Mike, Jim and Tony's game, opening at the end of
  224000, inside its problem) to line 309 (Helena's serum) whole; line 310 (Theo's business trip)
  cut inside its questions and dropped: 17 kept.
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 192000 (= dt7_192000)
  joined with round 151's page 176000: line 237 (Johnny's allowance, opening at the end of
  176000, inside its questions, its answers wholly in 192000) to line 257 (the redwood) whole;
  line 258 (Nancy's overdue books) cut inside its questions and dropped: 21 kept. `r` = the
  line's `answers` body (enc json): the answering model's answers A1..An to sub-questions another
  model wrote, ending 'Final answer: N' (dt13:300 and dt7:248 then invent a next problem with its
  own 'Final answer'). Gold: the line's `answer` (float, written as an integer), checked by the
  build; one float lost GSM8K's thousands (Sue's cookies, '#### 5600' read as 5.0: dt7:249), and
  there `g` is GSM8K's value (work/extract.py DT_GOLD; the build checks every gold). rec = the
  file line, numbered as round 151 numbered it: work/extract.py checked that the whole line
  before each take-from line is round 151's last record (same problem), and every line taken is
  the same question as gsm8k/test.jsonl line rec. The DT files answer the same GSM8K questions
  (lines 293-300 of llama13b and chatgpt overlap), each model's own text: no completion kept
  repeats another of this round (work/dedup.py).

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 213 files, 26,239 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round: two repeat an earlier round and are
dropped, not numbered afresh: hzp test_000386 (Wilson's grade, 'The sum of the test scores is
... #### 80') and test_000387 (erasers and pencils, '6 erasers cost 6 * 2 = 12 dollars. ...
#### 36'), which the flash run wrote word for word and round 147 took (hzf:386, hzf:387). 94
records kept.

Repository counts (94 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 39 (41.5 %:
deepseek-v4-flash 18, deepseek-v4-pro 21), DT6A/GSM8K-AI-SubQ 55 (58.5 %: Llama-2-13B chat 17,
ChatGPT 17, Llama-2-7B chat 21). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-151 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 56, wrong 38, no_answer 0; debatable 0.

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7). All GSM8K test (94), no MATH.

Label conventions (rounds 37-151's): the last final answer counts; in the '####' format the
marked value is the answer even when the working reached another number (hzp:371: the working
finds '50 pairs' and '100 shoes', then, at the 1024-token cap, '#### 28'; hzf:425, hzf:434 and
hzp:380 likewise end at the cap on a '####' value that is not the gold: wrong); a final answer
that lists several quantities and not the one asked is wrong (dt13:295 'Final answer: 220, 90,
40', dtgp:295 'Final answer: 220 pushups, 90 squats, 60 dumbbell presses.', whose sum is the gold
370 but is not stated); text after the committed answer (an invented next problem with its own
'Final answer') does not count, the answer to the question posed does (dt13:300: 'Final answer:
80', wrong, then a pool problem's 'Final answer: 480'; dt7:248: 'Final answer: 300', correct,
then a bookshelf problem's 'Final answer: 40'); a final answer written with a unit or sign is read
for its value (dt7:256 'Final answer: $2.30', for 45: wrong).

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 622000, 638000
(606000 reused from round 151, not re-read); runs/deepseek_v4_pro/test_predictions.jsonl offsets
528000, 544000 (512000 reused); DT6A/GSM8K-AI-SubQ eval_responses/llama13b/eval_chat.jsonl
offset 224000 (208000 reused), eval_responses/chatgpt/eval_chat.jsonl offset 240000 (224000
reused), eval_responses/llama7b/eval_chat.jsonl offset 192000 (176000 reused).

Leads for a later round: handsomeZR deepseek_v4_flash from 654000 (test_000443, Jon's triathlon,
opens in 638000 and is cut inside its prediction: join this round's paste) and deepseek_v4_pro
from 560000 (test_000394, Wendy's books, opens in 544000 and is cut inside its prediction: join
this round's paste); DT6A llama13b from 240000 (line 301, the folded tabloid, opens at the end of
224000, cut inside its answers), chatgpt from 256000 (line 310, Theo's business trip, opens at
the end of 240000), llama7b from 208000 (line 258, Nancy's overdue books, opens at the end of
192000), and the other eval_*.jsonl files (check repeats: the same sub-questions recur, and short
answers may repeat earlier rounds'; short hz answers may repeat the other deepseek run's, as
test_000386/387 did here); round 104's other leads (7174Andy Qwen CoT from 128000;
nguyentranhuy999 CoT from 64000) were not taken here.

Usage: python build_public_heldout156.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout156.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout156.jsonl"
SOURCE = "public_heldout156"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "606000-653999 (three pages joined: 606000 from round 151, 622000, 638000)",
                        "test_000425-test_000442"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "512000-559999 (512000 from round 151, 528000, 544000)",
                        "test_000371-test_000393"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 208000 "
        "(round 151's) and page 224000 of the file (lines 284-300)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 224000 "
        "(round 151's) and page 240000 of the file (lines 293-309)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 176000 "
        "(round 151's) and page 192000 of the file (lines 237-257)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:425|wrong|hash|opens at the end of round 151's page 606000 (its gold), its prediction wholly in 622000; a deliberation over the 20 birds ('So the "seems to attract 20" might be an average') cut at the 1024-token cap, then '#### 20' (gold 150)
hzf:426|correct|hash|
hzf:427|correct|hash|
hzf:428|correct|hash|
hzf:429|correct|hash|
hzf:430|correct|hash|
hzf:431|correct|hash|
hzf:432|correct|hash|
hzf:433|correct|hash|
hzf:434|wrong|hash|crosses the edge of 622000 and 638000; a deliberation over '$5 / 0.99' cut at the 1024-token cap ('had 1% of his'), then '#### 1' (gold 5)
hzf:435|correct|hash|
hzf:436|correct|hash|
hzf:437|correct|hash|
hzf:438|correct|hash|
hzf:439|correct|hash|
hzf:440|correct|hash|
hzf:441|correct|hash|
hzf:442|correct|hash|
hzp:371|wrong|hash|opens in round 151's page 512000, its prediction crossing into 528000; the working finds '14 + 28 + 14 - 6 = 56 - 6 = 50 pairs' and '= 100 shoes', then, at the 1024-token cap ('The wording "double'), '#### 28' (gold 50)
hzp:372|correct|hash|
hzp:373|correct|hash|
hzp:374|correct|hash|
hzp:375|correct|hash|
hzp:376|correct|hash|
hzp:377|correct|hash|
hzp:378|correct|hash|
hzp:379|correct|hash|
hzp:380|wrong|hash|the working reaches 'Total amount to repay is 3650 + 365 = 4015.' then 'She makes 5 equal', cut at the 1024-token cap, then '#### 5' (gold 803)
hzp:381|correct|hash|
hzp:382|correct|hash|
hzp:383|correct|hash|
hzp:384|correct|hash|crosses the edge of 528000 and 544000; '#### 32'
hzp:385|correct|hash|
hzp:388|correct|hash|
hzp:389|correct|hash|
hzp:390|correct|hash|
hzp:391|correct|hash|
hzp:392|correct|hash|
hzp:393|correct|hash|'(90 / 450) * 100 = 20%.' then '#### 20' (= gold 20)
dt13:284|wrong|answer_colon|'Final answer: 240' (gold 360: the second week's stories only, '40+80+120=240')
dt13:285|correct|answer_colon|'Final answer: 21'
dt13:286|correct|answer_colon|'Final answer: 90'
dt13:287|correct|answer_colon|'Final answer: 8'
dt13:288|wrong|answer_colon|'Final answer: 26.67' (gold 3: '2000/75=26.67 flagstones' per truck given as the trucks)
dt13:289|correct|answer_colon|'Final answer: 16'
dt13:290|correct|answer_colon|'Final answer: 390'
dt13:291|correct|answer_colon|'Final answer: 2'
dt13:292|wrong|answer_colon|'Final answer: 90' (gold 75: the half-hour pause not taken off)
dt13:293|wrong|answer_colon|'Final answer: 85' (gold 83: Tony given '2 extra points', Jim's 18 points given one)
dt13:294|wrong|answer_colon|'Final answer: 7' (gold 3: the youngest son's washing halved, '4/2=2 oranges', and '8-2=6' for the oldest)
dt13:295|wrong|answer_colon|'Final answer: 220, 90, 40' (gold 370): three quantities, none the total asked
dt13:296|correct|answer_colon|'Final answer: 3'
dt13:297|correct|answer_colon|'Final answer: 55'
dt13:298|wrong|answer_colon|'Final answer: 200' (gold 500: the bids '$50*4=200' without the opening $200 and with 4 raises for 6)
dt13:299|correct|answer_colon|'Final answer: 31800' (= gold 31800) after working with '$6,000 per week' and '$300,000 per year' in between
dt13:300|wrong|answer_colon|'Final answer: 80' for the question posed (gold 78: '23+16=40'), then an invented pool problem with its own 'Final answer: 480', which does not count
dtgp:293|wrong|answer_colon|opens at the end of round 151's page 224000 (its problem), the answers wholly in 240000; 'Final answer: 84' (gold 83: Jim's 18 points given an extra point)
dtgp:294|correct|answer_colon|'Final answer: 3'
dtgp:295|wrong|answer_colon|'Final answer: 220 pushups, 90 squats, 60 dumbbell presses.' (gold 370): three quantities, not the total asked (their sum 370 is not stated)
dtgp:296|correct|answer_colon|'Final answer: 3'
dtgp:297|correct|answer_colon|'Final answer: 55'
dtgp:298|wrong|answer_colon|'Final answer: 150' (gold 500: 'Carmen bids 3 times', the bids only, '$50*3= $150')
dtgp:299|wrong|answer_colon|'Final answer: 7800' (gold 31800: '60 miles in a week', the days left out)
dtgp:300|correct|answer_colon|'Final answer: 78'
dtgp:301|wrong|answer_colon|'Final answer: 16' (gold 8: '32/2=16' pages a sheet taken as 2, not 4)
dtgp:302|correct|answer_colon|'Final answer: 15'
dtgp:303|wrong|answer_colon|'Final answer: 340' (gold 1300: the first year's books '45/2=22.5', rounded to 22)
dtgp:304|correct|answer_colon|'Final answer: 3200'
dtgp:305|correct|answer_colon|'Final answer: 4'
dtgp:306|correct|answer_colon|'Final answer: 10'
dtgp:307|wrong|answer_colon|'Final answer: 4' (gold 16: 'it will take her 4 weeks')
dtgp:308|correct|answer_colon|'Final answer: 6'
dtgp:309|wrong|answer_colon|'Final answer: 7.95' (gold 8: '1/3=0.33' arms a day rounded, '4.95+3=7.95')
dt7:237|correct|answer_colon|opens at the end of round 151's page 176000 (its questions), the answers wholly in 192000; 'Final answer: 90'
dt7:238|wrong|answer_colon|'Final answer: 61' (gold 68: '23+20+18=61', Joan's 25 taken as 18)
dt7:239|correct|answer_colon|'Final answer: 280'
dt7:240|wrong|answer_colon|'Final answer: 42' (gold 21: 'Robert has 6 candies', for 27)
dt7:241|wrong|answer_colon|'Final answer: 3' (gold 6: each reads only her own books, '2+1=3')
dt7:242|wrong|answer_colon|'Final answer: 42' (gold 3: '6 minutes x 7 days=42 minutes', and minutes for hours)
dt7:243|wrong|answer_colon|'Final answer: 150' (gold 250: '450-300=150', not taken from 1000)
dt7:244|wrong|answer_colon|'Final answer: 7' (gold 20: Colby's take '3 less than' 5 given as 7 and given as Ginger's)
dt7:245|wrong|answer_colon|'Final answer: 14' (gold 7: the difference 28 taken as the fish, not twice them)
dt7:246|wrong|answer_colon|'Final answer: 20250' (gold 27000: '6 hours/day x 4 days/week x 5 weeks=90 hours', for 120)
dt7:247|wrong|answer_colon|'Final answer: 34.67' (gold 32: '$12+43+15+4+22=104', for 96)
dt7:248|correct|answer_colon|'Final answer: 300' for the question posed (= gold 300), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:249|wrong|answer_colon|'Final answer: 400' (gold 5600: Sue's Monday cookies only, '200*20=4000' less her sister's 3600; the file's `answer` float reads 5.0)
dt7:250|wrong|answer_colon|'Final answer: 8' (gold 17: the second class's boys given for the third's)
dt7:251|wrong|answer_colon|'Final answer: 80' (gold 70: the 9 deleted apps not taken off, '61+18=80' (79))
dt7:252|wrong|answer_colon|'Final answer: 65' (gold 73: today's cougars '3*5=15', for 12, and the wolves '3*10=30', for 36)
dt7:253|wrong|answer_colon|'Final answer: 16' (gold 18: '4 times 3 plus 6 is 16')
dt7:254|wrong|answer_colon|'Final answer: 12' (gold 84: '30/100=3 times as much', '4*3=12')
dt7:255|wrong|answer_colon|'Final answer: 16' (gold 192: the new cows in 8 stalls only, '16 new cows in total')
dt7:256|wrong|answer_colon|'Final answer: $2.30' (gold 45: '100 pennies = $0.10', the dollar bills left out)
dt7:257|wrong|answer_colon|'Final answer: 80000' (gold 5600: the termites' 30% not taken off, and '200 feet x 400 pounds/10 feet=80,000', for 8,000)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
