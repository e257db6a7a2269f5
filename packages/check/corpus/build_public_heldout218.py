__doc__ = r"""Build public_heldout218.jsonl: a 218th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 214's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took (checked by script: no record of this round is a record an
earlier round's public_heldout*.jsonl holds for the same file).

Method (rounds 88-214's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Every
page read this round came out at 16,000 characters on its first paste (hzp_1040000, hzp_1056000
and hzp_1072000 hold '  \\n' runs, two spaces before a line break, pasted as shown; hzf_1150000
holds escaped quotes (test_000797, "Deck the Halls"), dt7_384000 escaped quotes (line 494's
64\" cheerleaders, in the cut line); dt13_496000 '\\u2019' escapes (lines 626 and 628) and
dtgp_432000 one (line 545, Jeff's work), all pasted as shown; '×', '÷', '–', '−', '¾' and '’'
stand in the display as themselves and were pasted so). No loop marker was needed (no verbatim
loop on these pages). Nothing was retyped from a decoded form; nothing is shortened. Where a
record opens on a page round 214 holds, round 214's verified paste (hzf_1134000, hzp_1024000,
dt13_480000, dtgp_416000, dt7_368000) was copied in, not re-read, passed the same length check
here and decodes byte-identical to round 214's .page (work/mk.py compares them); it was joined so
that the record is taken whole; the records earlier rounds took are not taken again.
work/extract.py cut the records out by script (raw_*.jsonl); work/dedup.py checked repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 1150000, 1166000 and 1182000 (= hzf_1150000 .. hzf_1182000) joined with
  round 214's page 1134000 (hzf_1134000): test_000790 (the scavenger hunt's seashells, opening in
  1134000, cut there inside its gold, its prediction wholly in 1150000) to test_000823 (Sasha and
  Julie) whole (test_000801, Ashley's reforestation, crosses the edge of 1150000 and 1166000
  inside its metadata, its prediction wholly in 1150000; test_000812, Rose's flowers, crosses the
  edge of 1166000 and 1182000 inside its prediction); test_000824 (Kimberly's cat food) is cut
  at the page end inside its gold and dropped: 34 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 1040000, 1056000 and
  1072000 (= hzp_1040000 .. hzp_1072000) joined with round 214's page 1024000 (hzp_1024000):
  test_000714 (James's blueberries, opening in 1024000, its prediction whole there, its metadata
  ending in 1040000) to test_000749 (the fifty-four students' groups) whole (test_000726,
  Topher's shoes, crosses the edge of 1040000 and 1056000 inside its prediction; test_000738,
  Alice and Clara's books, crosses the edge of 1056000 and 1072000 inside the key of its gold);
  test_000750 (Candy's chair rental) is cut inside its gold at the page end and dropped (whole
  records only): 36 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised, and its '####'
  value).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-214): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) page 496000
  (= dt13_496000) joined with round 214's page 480000 (dt13_480000): line 622 (Jim's gum, opening
  in 480000, cut there inside its problem) to line 642 (James's wardrobe) whole; line 643 (the
  news website) cut inside its problem and dropped: 21 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) page 432000 (= dtgp_432000)
  joined with round 214's page 416000 (dtgp_416000): line 528 (Ophelia and Jenna's sofas, opening
  in 416000, cut there inside its problem) to line 549 (Jonathan's toys) whole; line 550
  (Daniel's school supplies) cut inside its questions and dropped; line 536 dropped as a repeat
  (below): 21 kept.
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 384000 (= dt7_384000)
  joined with round 214's page 368000 (dt7_368000): line 473 (Benny's shark, opening in 368000,
  cut there inside its problem) to line 493 (Heather's razors) whole; line 494 (the cheerleaders'
  pyramid) cut inside its questions and dropped: 21 kept.
  `r` = the line's `answers` body (enc json): the answering model's answers A1..An to
  sub-questions another model wrote, ending 'Final answer: N' (some then invent new problems or
  add a line). Gold: the line's `answer` (float, written as an integer), checked by the build;
  three floats lost GSM8K's gold on these pages and the dataset gold is transcribed
  (work/extract.py DT_GOLD, each compared with gsm8k/test.jsonl line rec's '####' value):
  dt13:640 (the file's 43.0 for GSM8K's 43,500) and dt13:642 (the file's 10.0 for GSM8K's
  10,800), the thousands lost; dt7:489 (the file's 10.0 for GSM8K's -10), the minus sign lost.
  rec = the file line, numbered as round 214 numbered it: work/extract.py checked that the whole
  line before each take-from line is round 214's last record (same problem), and every line
  taken is the same question as gsm8k/test.jsonl line rec. The DT files answer the same GSM8K
  questions, each model's own text.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 337 files, 31,822 distinct completions at the last run, by
script, work/dedup.py, reading no labels) and with the others of this round (the flash and pro
runs, and the three DT runs, across each other included): one repeat found and dropped: dtgp
line 536 (Chenny, Alyana and Anne) is word for word round 204's dt13:536 (the Llama-2-13B
file's answers to the same line). 133 records kept.

Repository counts (133 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 70 (52.6 %:
deepseek-v4-flash 34, deepseek-v4-pro 36), DT6A/GSM8K-AI-SubQ 63 (47.4 %: Llama-2-13B chat 21,
ChatGPT 21, Llama-2-7B chat 21). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-214 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 92, wrong 41, no_answer 0; debatable 1 (handsomeZR 66 correct, 4 wrong; DT6A 26
correct, 37 wrong).

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7). All GSM8K test (133), no MATH.

Label conventions (rounds 37-214's): the last final answer counts; in the '####' format the
marked value is the answer; a right final answer over wrong or muddled working is correct; a
completion that goes on with an invented problem or a line of its own is labelled by the answer
given to the question posed (dt13:628, 634; dt7:475, 486, 487, 488, 490, 491); equal in value but
written differently is correct (dt13:638 'Final answer: 12.00', gold 12; dtgp:542 'Final answer:
7.00', gold 7); another quantity is wrong (hzf:814 counts 68 quarters, the gold 11 dollars);
labelled against GSM8K's gold where the gold itself is doubtful, marked debatable (hzf:823,
Sasha's 14 + 4 = 18 points against the gold 14, as round 50 labelled the same question); the
fifty-four students' groups (hzp:749, 12 - 6 = 6 against the gold 3) is wrong, as earlier rounds
labelled it, not debatable.

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 1150000,
1166000, 1182000 (1134000 reused from round 214, not re-read); runs/deepseek_v4_pro/
test_predictions.jsonl offsets 1040000, 1056000, 1072000 (1024000 reused); DT6A/GSM8K-AI-SubQ
eval_responses/llama13b/eval_chat.jsonl offset 496000 (480000 reused),
eval_responses/chatgpt/eval_chat.jsonl offset 432000 (416000 reused),
eval_responses/llama7b/eval_chat.jsonl offset 384000 (368000 reused).

Leads for a later round: handsomeZR deepseek_v4_flash from 1198000 (test_000824, Kimberly's cat
food, opens in 1182000, cut inside its gold: join this round's paste); deepseek_v4_pro from
1088000 (test_000750, Candy's chair rental, opens in 1072000, cut inside its gold, which holds
'|endoftext|>' runs: join this round's paste); DT6A llama13b from 512000 (line 643, the news
website, opens in 496000, cut inside its problem: join this round's paste); chatgpt from 448000
(line 550, Daniel's school supplies, opens in 432000, cut inside its questions: join this
round's paste); llama7b from 400000 (line 494, the cheerleaders' pyramid, opens in 384000, cut
inside its questions: join this round's paste), and the other eval_*.jsonl files (check
repeats: the same sub-questions recur, and this round found a ChatGPT answer word for word the
Llama-2-13B file's; short DT answers repeat across the DT models' files, and short hz answers
repeat the other deepseek run's; watch for DT `answer` floats that lost a minus sign or
thousands, as dt7:489, dt13:640 and dt13:642 did here); round 104's other leads (7174Andy Qwen
CoT from 128000; nguyentranhuy999 CoT from 64000) were not taken here.

Usage: python build_public_heldout218.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout218.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout218.jsonl"
SOURCE = "public_heldout218"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "1134000-1197999 (1134000 from round 214, 1150000, 1166000, 1182000)",
                        "test_000790-test_000823"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "1024000-1087999 (1024000 from round 214, 1040000, 1056000, 1072000)",
                        "test_000714-test_000749"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 480000 "
        "(round 214's) and page 496000 of the file (lines 622-642)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 416000 "
        "(round 214's) and page 432000 of the file (lines 528-549, line 536 a repeat, dropped)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 368000 "
        "(round 214's) and page 384000 of the file (lines 473-493)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:790|correct|hash|opens in round 214's page 1134000 (cut there inside its gold), its prediction wholly in 1150000; '#### 108'
hzf:791|correct|hash|
hzf:792|correct|hash|'he makes 30 * 2.50 = $75.00, which is $75 as a whole number.', '#### 75'
hzf:793|correct|hash|
hzf:794|correct|hash|
hzf:795|correct|hash|
hzf:796|wrong|hash|'the number of employees each month is 200, 220, and 240 respectively', '(200 + 220 + 240) × 4000 = 660 × 4000 = 2,640,000.', '#### 2640000' (gold 2880000: 220, 240 and 260 employees after each month's hires)
hzf:797|correct|hash|
hzf:798|correct|hash|
hzf:799|correct|hash|
hzf:800|correct|hash|
hzf:801|correct|hash|its prediction wholly in 1150000 (the line's metadata ends in 1166000); '#### 1240'
hzf:802|correct|hash|
hzf:803|correct|hash|
hzf:804|correct|hash|
hzf:805|correct|hash|
hzf:806|correct|hash|
hzf:807|correct|hash|
hzf:808|correct|hash|
hzf:809|correct|hash|
hzf:810|correct|hash|
hzf:811|correct|hash|
hzf:812|correct|hash|crosses the edge of 1166000 and 1182000 inside its prediction; '#### 79'
hzf:813|correct|hash|
hzf:814|wrong|hash|'Total quarters used: 12 + 48 + 8 = 68 quarters.', '#### 68' (gold 11: the money used, in dollars; 68 is a count of quarters, another quantity)
hzf:815|correct|hash|
hzf:816|correct|hash|
hzf:817|correct|hash|
hzf:818|correct|hash|
hzf:819|correct|hash|'each student raises $125,000 / 20 = $6,250.', '#### 6250'
hzf:820|correct|hash|
hzf:821|correct|hash|
hzf:822|correct|hash|
hzf:823|wrong|hash|debatable: 'Total Sasha points: 14 + 4 = 18.', '#### 18' answers the question as worded, but the GSM8K gold is 14 (its reference adds Julie's 10 and Sasha's 4); labelled against the gold, as round 50 labelled the same question: 18 is not 14
hzp:714|correct|hash|opens in round 214's page 1024000 (its prediction whole there, its metadata ending in 1040000); '#### 10'
hzp:715|correct|hash|
hzp:716|correct|hash|
hzp:717|correct|hash|'The change from $10.00 is 10.00 - 5.00 = 5.00.', '#### 5'
hzp:718|correct|hash|
hzp:719|correct|hash|
hzp:720|correct|hash|
hzp:721|correct|hash|
hzp:722|correct|hash|
hzp:723|correct|hash|
hzp:724|correct|hash|
hzp:725|correct|hash|
hzp:726|correct|hash|crosses the edge of 1040000 and 1056000 inside its prediction; '#### 10'
hzp:727|correct|hash|
hzp:728|correct|hash|
hzp:729|correct|hash|
hzp:730|correct|hash|
hzp:731|correct|hash|
hzp:732|correct|hash|
hzp:733|correct|hash|
hzp:734|correct|hash|
hzp:735|correct|hash|
hzp:736|correct|hash|
hzp:737|correct|hash|
hzp:738|correct|hash|
hzp:739|correct|hash|
hzp:740|correct|hash|
hzp:741|correct|hash|
hzp:742|correct|hash|
hzp:743|correct|hash|
hzp:744|correct|hash|
hzp:745|correct|hash|
hzp:746|correct|hash|
hzp:747|correct|hash|
hzp:748|correct|hash|
hzp:749|wrong|hash|'The students are initially separated into 6 groups', 'The difference is 12 - 6 = 6 more groups needed.', '#### 6' (gold 3: 54 students in groups of six make 9 groups)
dt13:622|wrong|answer_colon|opens in round 214's page 480000 (cut there inside its problem), its answers wholly in 496000; 'he gives 20/2=10 pieces', 'Final answer: 5' (gold 7: half of the 14 left after chewing 6)
dt13:623|wrong|answer_colon|'Charmaine is currently 12 years old', 'Final answer: 20' (gold 8)
dt13:624|correct|answer_colon|'Final answer: 85'
dt13:625|wrong|answer_colon|'200 x 4/5 = 160 flowers have not bloomed yet.', 'Final answer: 40' (gold 160: 4/5 have bloomed)
dt13:626|wrong|answer_colon|'20,000/3600=5.56 Mb/hr', 'Final answer: 5.56' (gold 72)
dt13:627|wrong|answer_colon|'A4: 4', 'A10: 40', 'Final answer: 40' (gold 54: 30 cars in three days and 6 a day for four days)
dt13:628|wrong|answer_colon|'He needs to grow for 2/12=1/6 year', 'Final answer: 1/6' for the question posed (gold 4), then an invented swimming-pool problem with its own 'Final answer: 342', which does not count
dt13:629|wrong|answer_colon|'So James made a total of 242,500+24,250=266,750', 'Final answer: 266750' (gold 17500)
dt13:630|wrong|answer_colon|'100-25=75 riders can stay upright, of which 60% are women', 'Final answer: 45' (gold 10)
dt13:631|wrong|answer_colon|'2000*4/5=3200', 'The total price for all three jewels is 3200+2800+2000=8000', 'Final answer: 8000' (gold 4800: 4/5 of 2000 is 1600)
dt13:632|wrong|answer_colon|'So Max bought a total of 19+10=29 stamps.', 'Final answer: 29' (gold 45: the 16 snowflake stamps left out)
dt13:633|correct|answer_colon|'Final answer: 5'
dt13:634|correct|answer_colon|'Final answer: 14' for the question posed, then an invented swimming-pool problem with its own 'Final answer: 3600', which does not count
dt13:635|wrong|answer_colon|'He can miss 100/10=10 classes', 'Final answer: 10' (gold 4)
dt13:636|wrong|answer_colon|'The total weekly production for the two is 700+50=750', 'Final answer: 750' (gold 1050: Jewel's 350 a week)
dt13:637|wrong|answer_colon|'Lynn ran 4-3=1 mile', 'Final answer: 1' (gold 17)
dt13:638|correct|answer_colon|'The total amount Clyde will pay is 6.50+5.50=12.00', 'Final answer: 12.00' (gold 12; equal in value, written with cents)
dt13:639|wrong|answer_colon|'The volume of the hole is 6*4*3=36 cubic feet', 'So it will take him 36/3=12 seconds', 'Final answer: 12' (gold 216)
dt13:640|wrong|answer_colon|'$30,000+7,500+2,000+1,500=41,000', 'Final answer: 41000' (gold 43500, GSM8K's; the file's `answer` 43.0 lost the thousands; the leather seats left out)
dt13:641|wrong|answer_colon|'His yearly salary is 31,000*12=372,000', 'Final answer: 372000' (gold 262500)
dt13:642|wrong|answer_colon|'The dress shirts cost in total 10*60=600', 'Final answer: 9600' (gold 10800, GSM8K's; the file's `answer` 10.0 lost the thousands; 30 shirts)
dtgp:528|wrong|answer_colon|opens in round 214's page 416000 (cut there inside its problem), its answers wholly in 432000; 'Ophelia has 20+2=22 chairs.', 'Final answer: 128' (gold 172)
dtgp:529|wrong|answer_colon|'Tom could buy $4 / $4 = 1 CD', 'Final answer: 1' (gold 11: the $44 headphones' worth of CDs)
dtgp:530|wrong|answer_colon|'Josh spent 8-2-1-1=4 weeks working out for 4 hours.', 'Final answer: 32' (gold 36: 5 weeks at 4 hours)
dtgp:531|correct|answer_colon|'Final answer: 66'
dtgp:532|wrong|answer_colon|'The age difference between the two now is 30-22=8 years.', 'Final answer: 8' (gold 25)
dtgp:533|correct|answer_colon|'Final answer: 300'
dtgp:534|correct|answer_colon|'Final answer: 300'
dtgp:535|correct|answer_colon|'Final answer: 16'
dtgp:537|correct|answer_colon|'Final answer: 188'
dtgp:538|correct|answer_colon|'Final answer: 18'
dtgp:539|wrong|answer_colon|'So the total amount I need to pay, including the tip, is 50+10=60', 'Final answer: 60' (gold 35: half the bill plus the tip)
dtgp:540|correct|answer_colon|'Final answer: 39'
dtgp:541|wrong|answer_colon|'Elvis has to save 562.5*2=1125 dollars daily in the second half', 'Final answer: 1125' (gold 50)
dtgp:542|correct|answer_colon|'Verna received 20-13=7.00 in change', 'Final answer: 7.00' (gold 7; equal in value, written with cents)
dtgp:543|correct|answer_colon|'Final answer: 6'
dtgp:544|correct|answer_colon|'Jeff gets 20*4=<<20*4=80>>80 dollars', 'Final answer: 80'
dtgp:545|correct|answer_colon|'Final answer: 30'
dtgp:546|correct|answer_colon|'Final answer: 130'
dtgp:547|wrong|answer_colon|'the total number of families notified in the fourth round is 3*3=9.', 'Final answer: 9' (gold 81)
dtgp:548|correct|answer_colon|'Final answer: 100'
dtgp:549|wrong|answer_colon|'Therefore, Jonathan currently has 402 toys.', 'Final answer: 402' (gold 398: he needs 2 more than he has)
dt7:473|wrong|answer_colon|opens in round 214's page 368000 (cut there inside its problem), its answers wholly in 384000; 'The length of the shark is 10 feet=36 inches', 'Final answer: 33.33%' (gold 10)
dt7:474|wrong|answer_colon|'3/4 of 200=150 students', 'So there are 150+20=170 students', 'Final answer: 170' (gold 80)
dt7:475|wrong|answer_colon|'So Jason has to spend 720 minutes/4 days=180 minutes walking each day', 'Final answer: 180' for the question posed (gold 20), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:476|correct|answer_colon|'Final answer: 5'
dt7:477|wrong|answer_colon|'A4: 24', 'A5: 3', 'Final answer: 3' (gold 20)
dt7:478|wrong|answer_colon|'So the total number of employees going on this tour is 200*7=1400', 'Final answer: 1400' (gold 621)
dt7:479|wrong|answer_colon|'The hotel costs 1500*3=4500', 'Final answer: 14500' (gold 15400: the 20% surcharge left out)
dt7:480|correct|answer_colon|'Final answer: 11'
dt7:481|correct|answer_colon|'Final answer: 84'
dt7:482|correct|answer_colon|'Final answer: 26'
dt7:483|correct|answer_colon|'Final answer: 40'
dt7:484|wrong|answer_colon|'Stetson ate 2/5 of 60 oranges, so he ate 26 oranges.', 'Final answer: $260' (gold 240: 2/5 of 60 is 24)
dt7:485|wrong|answer_colon|'$80*3-$20=240', 'Final answer: 240' (gold 220: 80*3-20 is 220)
dt7:486|correct|answer_colon|'Final answer: 6' for the question posed, then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:487|wrong|answer_colon|'Each horse consumes 25 pounds/5 days=5 pounds per day', 'Final answer: 5' for the question posed (gold 4), then two invented problems with their own 'Final answer: 40' and 'Final answer: 50', which do not count
dt7:488|wrong|answer_colon|'Jana has 27/3=9 puppies that are Pomeranians', 'Final answer: 3' for the question posed (gold 6: two thirds are 18), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:489|wrong|answer_colon|'A4: -48-21+(-3)=-78', 'Final answer: -78' (gold -10, GSM8K's; the file's `answer` 10.0 lost the minus sign)
dt7:490|correct|answer_colon|'Final answer: 4', then a line 'Please answer the next problem.'
dt7:491|correct|answer_colon|'Final answer: 16' for the question posed, then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:492|correct|answer_colon|'Final answer: 32'
dt7:493|wrong|answer_colon|'Each individual razor will cost 6.00/4=1.50 cents after the discount.', 'Final answer: 1.50' (gold 25)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
