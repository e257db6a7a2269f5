__doc__ = r"""Build public_heldout222.jsonl: a 222nd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 218's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took (checked by script: no record of this round is a record an
earlier round's public_heldout*.jsonl holds for the same file).

Method (rounds 88-218's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Round
218's pastes are not on disk any more, so the pages where a record opens (hzf_1182000,
hzp_1072000, dt13_496000, dtgp_432000, dt7_384000) were read again with read_file and pasted
whole like the others. Every page came out at 16,000 characters on its first paste but one:
hzp_1104000 came out at 16,001, its last characters pasted '=3>>' where the display cuts inside a
calculator annotation at '=3>' (test_000772's gold); corrected to the display, then 16,000.
Display features, all pasted as shown: '  \\n' runs (two spaces before a line break) on
hzp_1072000 (test_000740, 743), hzp_1088000 (755, 757), hzp_1104000 (762, 763, 769) and
hzp_1120000 (773, 779, 781); '\\\\(' LaTeX escapes on hzf_1198000 (test_000825), hzp_1088000
(756) and hzp_1104000 (761, with '\\\\frac' and '\\\\times'); escaped quotes on hzf_1198000
(test_000830), hzf_1214000 (835), hzp_1088000 (754), dt7_384000 and dt7_400000 (line 494's
64\" cheerleaders); '\\u2019' escapes on dt13_496000 (lines 626, 628), dt13_512000 (653),
dtgp_432000 (545), dtgp_448000 (559) and dt7_400000 (495, 501); '×', '÷', '→', '–' and '’' stand
in the display as themselves and were pasted so. No loop marker was needed (no verbatim loop on
these pages). Nothing was retyped from a decoded form; nothing is shortened.
Same-length slips: work/extract.py compared every whole line of the re-read pages that round 218
took with round 218's transcription (`r` and `q`): all identical (hzf test_000813-823, hzp
test_000739-749, dt13 lines 623-642, dtgp 529-549 less 536, round 218's repeat, dt7 474-493);
for every record kept, the question equals gsm8k/test.jsonl line rec (whitespace-normalised), the
hz `gold` field equals test_socratic.jsonl line rec's answer byte for byte (hzp:750's
'|endoftext|>' runs are in the dataset's own text), the DT `answer` float equals GSM8K's value
(one exception below), and `r` decodes to the line's parsed field. The completions themselves were
read over against the display. work/extract.py cut the records out by script (raw_*.jsonl);
work/dedup.py checked repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 1182000 (re-read), 1198000, 1214000, 1230000 and 1246000 (= hzf_1182000 ..
  hzf_1246000): test_000824 (Kimberly's cat food, opening in 1182000, cut there inside its gold)
  to test_000865 (the bumper cars) whole (test_000832, Roy's savings, crosses the edge of 1198000
  and 1214000 inside its gold; test_000841, Gabriel's car, the edge of 1214000 and 1230000 inside
  its question; test_000854, the town's homes, the edge of 1230000 and 1246000 inside its
  question); test_000866 (Sofie, Anne and Fawn's books) is cut inside its question at the page
  end and dropped: 42 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 1072000 (re-read),
  1088000, 1104000 and 1120000 (= hzp_1072000 .. hzp_1120000): test_000750 (Candy's chair
  rental, opening in 1072000, cut there inside its gold, which holds '|endoftext|>' runs) to
  test_000782 (Chase and Rider's rides) whole (test_000759, John's playlists, crosses the edge of
  1088000 and 1104000 inside its gold; test_000772, Tatiana's weekend, the edge of 1104000 and
  1120000 inside its gold); test_000783 (Bob's fish) is cut inside its gold and dropped (whole
  records only): 33 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised, and its '####'
  value).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-218): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) pages 496000
  (re-read) and 512000 (= dt13_496000, dt13_512000): line 643 (the news website, opening in
  496000, cut there inside its problem) to line 661 (Roger's coffee) whole; line 662 (Gus's apple
  pie) cut inside its answers and dropped: 19 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) pages 432000 (re-read) and
  448000 (= dtgp_432000, dtgp_448000): line 550 (Daniel's school supplies, opening in 432000,
  cut there inside its questions) to line 569 (Liam and Mitchell's lemonade) whole; line 570
  (Peter's action figures) cut inside its problem and dropped: 20 kept.
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) pages 384000 (re-read) and
  400000 (= dt7_384000, dt7_400000): line 494 (the cheerleaders' pyramid, opening in 384000, cut
  there inside its questions) to line 512 (Hannah's water) whole; line 513 (Julie's $500) cut
  inside its answers and dropped: 19 kept.
  `r` = the line's `answers` body (enc json): the answering model's answers A1..An to
  sub-questions another model wrote, ending 'Final answer: N' (some then invent new problems or
  add a note). Gold: the line's `answer` (float, written as an integer), checked by the build;
  one float lost GSM8K's gold on these pages and the dataset gold is transcribed
  (work/extract.py DT_GOLD, compared with gsm8k/test.jsonl line rec's '####' value): dt7:505 (the
  file's 1.0 for GSM8K's 1,600, Frederick's popsicle sticks), the thousands lost; no minus sign
  was lost on these pages. rec = the file line, numbered as round 218 numbered it:
  work/extract.py checked that the whole lines before each take-from line are round 218's
  records (same text), and every line taken is the same question as gsm8k/test.jsonl line rec.
  The DT files answer the same GSM8K questions, each model's own text.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 220 files, 32,307 distinct completions at the last run, by script,
work/dedup.py, reading no labels) and with the others of this round (the flash and pro runs, and
the three DT runs, across each other included): no repeat found, none dropped. 133 records kept.

Repository counts (133 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 75 (56.4 %:
deepseek-v4-flash 42, deepseek-v4-pro 33), DT6A/GSM8K-AI-SubQ 58 (43.6 %: Llama-2-13B chat 19,
ChatGPT 20, Llama-2-7B chat 19). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-218 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 97, wrong 36, no_answer 0; debatable 1 (handsomeZR 70 correct, 5 wrong; DT6A 27
correct, 31 wrong).

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7). All GSM8K test (133), no MATH.

Label conventions (rounds 37-218's): the last final answer counts; in the '####' format the
marked value is the answer, also after a deliberation cut at the 1024-token cap (hzp:754 weighs
whether a large button is a button, cut mid-thought, then '#### 89': correct; hzf:835 weighs the
kangaroos' 18 hours, cut, then '#### 18': wrong; hzf:831 is cut at 'so $' after the extras' $195,
then '#### 195': wrong, the $129 package left out); a right final answer over wrong working is
correct (dtgp:563 '3*2+3*2=12' for 3 and 2 packs at $3, 'Final answer: 12', gold 12); a
completion that goes on with an invented problem or a note is labelled by the answer given to the
question posed (dt7:495, 501, 503, 504, 512); equal in value but written differently is correct
(dt7:506 'Final answer: 144.00', gold 144); another quantity is wrong (dt13:656 counts the 20 days
of reading, the gold the 10 days left before the deadline); the same duration in another unit,
given as a bare number, is wrong and marked debatable (hzf:830 '#### 18.8' hours for the gold
1128 minutes, the model's own 1128 minutes only in the working).

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 1182000
(re-read), 1198000, 1214000, 1230000, 1246000; runs/deepseek_v4_pro/test_predictions.jsonl
offsets 1072000 (re-read), 1088000, 1104000, 1120000; DT6A/GSM8K-AI-SubQ
eval_responses/llama13b/eval_chat.jsonl offsets 496000 (re-read), 512000;
eval_responses/chatgpt/eval_chat.jsonl offsets 432000 (re-read), 448000;
eval_responses/llama7b/eval_chat.jsonl offsets 384000 (re-read), 400000.

Leads for a later round: handsomeZR deepseek_v4_flash from 1262000 (test_000866, Sofie, Anne and
Fawn's books, opens in 1246000, cut inside its question: read 1246000 again, this round's paste
will not be on disk); deepseek_v4_pro from 1136000 (test_000783, Bob's fish, opens in 1120000,
cut inside its gold: read 1120000 again); DT6A llama13b from 528000 (line 662, Gus's apple pie,
opens in 512000, cut inside its answers: read 512000 again); chatgpt from 464000 (line 570,
Peter's action figures, opens in 448000, cut inside its problem: read 448000 again); llama7b from
416000 (line 513, Julie's $500, opens in 400000, cut inside its answers: read 400000 again), and
the other eval_*.jsonl files (check repeats: the same sub-questions recur, and earlier rounds
found answers word for word across the DT models' files; short hz answers repeat the other
deepseek run's; watch for DT `answer` floats that lost a minus sign or thousands, as dt7:505 did
here); round 104's other leads (7174Andy Qwen CoT from 128000; nguyentranhuy999 CoT from 64000)
were not taken here.

Usage: python build_public_heldout222.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout222.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout222.jsonl"
SOURCE = "public_heldout222"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "1182000-1261999 (1182000 re-read, 1198000, 1214000, 1230000, 1246000)",
                        "test_000824-test_000865"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "1072000-1135999 (1072000 re-read, 1088000, 1104000, 1120000)",
                        "test_000750-test_000782"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; pages 496000 "
        "(re-read) and 512000 of the file (lines 643-661)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; pages 432000 "
        "(re-read) and 448000 of the file (lines 550-569)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; pages 384000 "
        "(re-read) and 400000 of the file (lines 494-512)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:824|correct|hash|opens in page 1182000 (cut there inside its gold), its prediction wholly in 1198000; '#### 52'
hzf:825|correct|hash|'Then Becca has \(3(47) + 12 = 141 + 12 = 153\) cards.', '#### 153'
hzf:826|correct|hash|
hzf:827|correct|hash|
hzf:828|correct|hash|
hzf:829|correct|hash|
hzf:830|wrong|hash|debatable: '282*4=1128 minutes' and 'Convert to hours: 1128 / 60 = 18.8 hours?', a deliberation over hours or minutes cut at the 1024-token cap ('But since'), then '#### 18.8' (gold 1128, minutes: the same duration in hours, given as a bare number; a reader taking the unit as free could call it correct)
hzf:831|wrong|hash|'totaling 13 extra items. Cost is $129 plus 13 × $15 = $195, so $', cut at the 1024-token cap, then '#### 195' (gold 324: $129 plus the $195 for the extra items; 195 is the extras alone)
hzf:832|correct|hash|crosses the edge of 1198000 and 1214000 inside its gold; '#### 42'
hzf:833|correct|hash|'Naruto's lift height in feet is 40.', '#### 40'
hzf:834|correct|hash|
hzf:835|wrong|hash|a deliberation over what '3 kangaroos ... a total of 18 hours' means ('a turtle at half speed takes twice as long: 36 hours'), cut at the 1024-token cap at 'That doesn't make sense', then '#### 18' (gold 48: one kangaroo 6 hours, a turtle 12, four turtles 48)
hzf:836|correct|hash|
hzf:837|correct|hash|
hzf:838|correct|hash|
hzf:839|correct|hash|
hzf:840|correct|hash|
hzf:841|correct|hash|crosses the edge of 1214000 and 1230000 inside its question; '#### 5600'
hzf:842|correct|hash|
hzf:843|correct|hash|
hzf:844|correct|hash|
hzf:845|correct|hash|
hzf:846|correct|hash|
hzf:847|correct|hash|
hzf:848|correct|hash|
hzf:849|correct|hash|
hzf:850|correct|hash|
hzf:851|correct|hash|
hzf:852|correct|hash|
hzf:853|correct|hash|
hzf:854|correct|hash|crosses the edge of 1230000 and 1246000 inside its question; '#### 144'
hzf:855|correct|hash|'6x+9 = 87 → 6x=78 → x=13.', '#### 13'
hzf:856|correct|hash|
hzf:857|correct|hash|
hzf:858|correct|hash|
hzf:859|correct|hash|
hzf:860|correct|hash|
hzf:861|correct|hash|
hzf:862|correct|hash|
hzf:863|correct|hash|
hzf:864|correct|hash|
hzf:865|correct|hash|
hzp:750|correct|hash|opens in page 1072000 (cut there inside its gold, whose '|endoftext|>' runs are the dataset's own), its prediction wholly in 1088000; 'Total chairs = 8 × 500 = 4000.', '#### 4000'
hzp:751|correct|hash|
hzp:752|correct|hash|
hzp:753|correct|hash|
hzp:754|correct|hash|'29 large + 60 small = 89 buttons total. However, is there any other interpretation? ... But is a large button considered a button?', cut at the 1024-token cap, then '#### 89'
hzp:755|correct|hash|
hzp:756|correct|hash|'Votes in favor = \( 2 \times 11 = 22 \).', '#### 22'
hzp:757|correct|hash|
hzp:758|correct|hash|
hzp:759|correct|hash|crosses the edge of 1088000 and 1104000 inside its gold; '#### 60000'
hzp:760|correct|hash|
hzp:761|correct|hash|'Solving: \( x = 6 \times \frac{9}{2} = 27 \).', '#### 27'
hzp:762|correct|hash|
hzp:763|correct|hash|
hzp:764|correct|hash|
hzp:765|correct|hash|
hzp:766|correct|hash|
hzp:767|correct|hash|
hzp:768|wrong|hash|'Since Ezra read 300 books, Ahmed read 300 / 2 = 150 books.', 'Altogether, they read 450 + 150 = 600 books.', '#### 600' (gold 675: Ahmed reads half of Ezra's 450, 225)
hzp:769|correct|hash|
hzp:770|correct|hash|
hzp:771|correct|hash|
hzp:772|correct|hash|crosses the edge of 1104000 and 1120000 inside its gold; '#### 50'
hzp:773|correct|hash|
hzp:774|correct|hash|
hzp:775|correct|hash|
hzp:776|correct|hash|
hzp:777|correct|hash|
hzp:778|correct|hash|
hzp:779|correct|hash|
hzp:780|correct|hash|'Total point difference: 80 + 15 - 120 = -25. The absolute difference is 25.', '#### 25'
hzp:781|correct|hash|
hzp:782|wrong|hash|'In 5 days, they ride 5 * 3 = 15 times.', 'Total rides in a week: 15 + 12 = 27.', '#### 27' (gold 54: Chase and Rider are two)
dt13:643|wrong|answer_colon|opens in page 496000 (cut there inside its problem), its answers wholly in 512000; 'The news website publishes 560+280=840 total articles', 'The two websites publish together 840+280=1120', 'Final answer: 1120' (gold 840: the sister company's 280 counted twice)
dt13:644|correct|answer_colon|'Final answer: 29'
dt13:645|correct|answer_colon|'Final answer: 48'
dt13:646|wrong|answer_colon|'So Alisa and Stanley biked a total of 54+25=80 miles', 'Final answer: 80' (gold 79: 54 + 25 is 79)
dt13:647|correct|answer_colon|'Final answer: 10'
dt13:648|wrong|answer_colon|'There are 26 people in total, including Howie and the teacher.', 'Final answer: 52' (gold 54: Howie, the teacher and 25 classmates are 27)
dt13:649|correct|answer_colon|'Final answer: 162000'
dt13:650|wrong|answer_colon|'Clara paid $20*20=400 after the discount', 'Sheila paid $30*20=600 after the discount', 'Final answer: 200' (gold 142: the $2 voucher and the 10% discount left out)
dt13:651|wrong|answer_colon|'she earned $400/2=200 from green hats', 'Final answer: 1050' (gold 2100: the red hats' $400 is half the green hats' $800)
dt13:652|correct|answer_colon|'So James paid $15+30+30=75', 'Final answer: 75'
dt13:653|correct|answer_colon|'Final answer: 80'
dt13:654|wrong|answer_colon|'she needs 2 x 16 = 32 deviled egg halves', 'She needs 16/12 = 1.33 dozens of eggs', 'Final answer: 1.33' (gold 2: 3 halves a guest make 48 halves, 24 eggs)
dt13:655|wrong|answer_colon|'she has 15-1/3=11 pages left to write', 'She has 2/3*11=7 pages left to write', 'Final answer: 7' (gold 10: 2/3 of 15)
dt13:656|wrong|answer_colon|'So it will take Mike 200/10=20 days to finish reading', 'Final answer: 20' (gold 10: the days before the 30-day deadline; 20 is another quantity)
dt13:657|correct|answer_colon|'Final answer: 330000'
dt13:658|wrong|answer_colon|'it took 50/2=25 minutes to cook the beans', 'So it took 50+25=75 minutes', 'Final answer: 75' (gold 120: beans 40 minutes, and the rice's 30 left out)
dt13:659|wrong|answer_colon|'costs 10*1/5+15*1/3=10+5=15', 'so there is no difference in cost.', 'Final answer: 0' (gold 3: $5 against $2 of almonds)
dt13:660|wrong|answer_colon|'there are 20/2=10 geese', 'There are 30 sheep.', 'Final answer: 30' (gold 15)
dt13:661|correct|answer_colon|'Final answer: 44'
dtgp:550|correct|answer_colon|opens in page 432000 (cut there inside its questions), its answers wholly in 448000; '$30 - $3 = $27', 'Final answer: 27'
dtgp:551|correct|answer_colon|'Carly gets back 50-33=<<50-33=17>>17 dollars in change.', 'Final answer: 17'
dtgp:552|wrong|answer_colon|'2500*0.3 + 1500*0.1 = 750 + 150 = 900', 'Final answer: 900' (gold 450: 30% of the first $1000, 300, plus 10% of the $1500 over it, 150; the model took 30% of all $2500)
dtgp:553|correct|answer_colon|'Final answer: 92'
dtgp:554|correct|answer_colon|'Final answer: 54'
dtgp:555|correct|answer_colon|'Final answer: 2'
dtgp:556|wrong|answer_colon|'A six-inch cold-cut combo sub costs 40/3=13.33', 'Final answer: 53.33' (gold 160: thrice as much is $120)
dtgp:557|correct|answer_colon|'Final answer: 70'
dtgp:558|correct|answer_colon|'Final answer: 3'
dtgp:559|correct|answer_colon|'Final answer: 16'
dtgp:560|correct|answer_colon|'Final answer: 45'
dtgp:561|correct|answer_colon|'Final answer: 180'
dtgp:562|wrong|answer_colon|'The sun is starting at an angle of 90 degrees', '90+50=140 degrees', 'Final answer: 140' (gold 82: 32 + 50)
dtgp:563|correct|answer_colon|'he needs to buy 3 packs', 'he needs to buy 2 packs', 'James spends 3*2+3*2=12 dollars', 'Final answer: 12' (gold 12: right final answer over wrong working, 5 packs would be $15; the gold buys 20 candles, 4 packs)
dtgp:564|wrong|answer_colon|'Judy read for 15 minutes * 4/3 pages per minute = 20 pages in the first week.', 'Final answer: 120' (gold 240: 15 minutes a night for 7 nights, 140 pages)
dtgp:565|correct|answer_colon|'Final answer: 5'
dtgp:566|correct|answer_colon|'Final answer: 10'
dtgp:567|correct|answer_colon|'Final answer: 9'
dtgp:568|correct|answer_colon|'Final answer: 175'
dtgp:569|wrong|answer_colon|'Liam made 15*4=60 dollars', 'Mitchell made 84-60=24 more dollars', 'Final answer: 24' (gold 21: 84 - 63)
dt7:494|wrong|answer_colon|opens in page 384000 (cut there inside its questions), its answers wholly in 400000; 'The human pyramid is 60" tall in inches', 'The human pyramid is 7.2 feet tall', 'Final answer: 7.2' (gold 21)
dt7:495|correct|answer_colon|'So Charisma has walked 40*5=200 minutes in 5 days', 'Final answer: 200' for the question posed, then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:496|wrong|answer_colon|'Angela will be 3 times 14=42 in four years', 'So Angela is currently 42 years old', 'Final answer: 42' (gold 38: 42 less the four years)
dt7:497|wrong|answer_colon|'28 morning rides, each costing $6=144', 'So he spent 144+56=192', 'Final answer: 192' (gold 112: 14 mornings at $6 and 14 afternoons at $2)
dt7:498|wrong|answer_colon|'They can make 3/120=1/40 greek orange pies', 'Final answer: 1/40' (gold 40: 120 / 3)
dt7:499|wrong|answer_colon|'60 guests are necessary for the two venues to be equal in cost', 'Final answer: 60' (gold 10: 200 + 5x = 25x)
dt7:500|wrong|answer_colon|'David found 7 insects', 'Lily found 7+21=28', 'Final answer: 28' (gold 16)
dt7:501|correct|answer_colon|'So they used 91+182=273 yards of yarn altogether', 'Final answer: 273' for the question posed, then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:502|wrong|answer_colon|'So Cherrie bought a total of 10+6=16 gifts.', 'Final answer: 16' (gold 26: the 10 random gifts left out)
dt7:503|wrong|answer_colon|'The rug is 5 feet wide', 'So the couch is 20 feet long.', 'Final answer: 20' for the question posed (gold 18: the rug is 8 feet wide), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:504|wrong|answer_colon|'Suzie paid $7 for the packs of gum that were not strawberry flavor.', 'each pack of strawberry gum cost $4/4=1 dollar.', 'Final answer: 1' (gold 2), then a line 'Note: I have answered the questions as per the format provided, ...'
dt7:505|wrong|answer_colon|'He can get 80 sticks from 8 pieces of 2 x 4 wood.', 'Final answer: 320' (gold 1600, GSM8K's; the file's `answer` 1.0 lost the thousands: four 2 x 8s at $6)
dt7:506|correct|answer_colon|'So it will cost him 12*12.00=144.00', 'Final answer: 144.00' (gold 144; equal in value, written with cents)
dt7:507|wrong|answer_colon|'in a week she spends $2.20 x 5=11', 'Final answer: 9' (gold 2: two trips a day, $22 a week)
dt7:508|wrong|answer_colon|'The zoo has 20+10=30 sheep', 'Final answer: 60' (gold 120)
dt7:509|wrong|answer_colon|'So Sophia bought 12+16=28 onions and potatoes', 'Final answer: 28' (gold 4: Sophia bought a quarter of Rose's 16)
dt7:510|wrong|answer_colon|'There are 180 days between December 31st and July 19th.', 'Final answer: 3500' (gold 525: 200 days, 105,000 calories)
dt7:511|correct|answer_colon|'Final answer: 110'
dt7:512|wrong|answer_colon|'Hannah needs to drink 60 ml/km*2 km=1200 ml', 'Final answer: 1200' for the question posed (gold 120: 60 x 2), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
